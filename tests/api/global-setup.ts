// globalSetup of the API project: one migrated database for the whole run (tests/support/api-template.ts).
import type { TestProject } from "vitest/node";
import { makeApiTemplate } from "../support/api-template";

export default async function setup(project: TestProject) {
  const { template, remove } = await makeApiTemplate(process.env.DATABASE_URL || undefined);
  project.provide("apiTemplate", template);
  return remove;
}
