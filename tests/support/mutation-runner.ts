// The mutation run's test runner (tests/vitest.mutation.config.ts). A mutant that breaks what a
// file's top-level beforeAll does (the migrations, the seed, the API's start) fails the file, and
// vitest marks its tests skipped; Stryker's vitest runner looks for a failed suite above a skipped
// test but not at the file, so such a mutant was counted as survived. Here those tests fail with
// the file's error, so it is counted as killed.
import type { File, Suite, Task, TaskResultPack, VitestRunner } from "@vitest/runner";
import { VitestTestRunner } from "vitest/runners";

export default class MutationRunner extends VitestTestRunner {
  // vitest sets it on the instance: it sends task results to the main process
  declare onTaskUpdate?: VitestRunner["onTaskUpdate"];

  override async onAfterRunSuite(suite: Suite) {
    await super.onAfterRunSuite(suite);
    const errors = suite.result?.state === "fail" ? suite.result.errors : undefined;
    if (!errors?.length || (suite as File).filepath === undefined) return;
    const packs: TaskResultPack[] = [];
    for (const task of tasksOf(suite)) {
      // in place: an update still waiting to be sent holds this same object
      if (!task.result || task.result.state !== "skip") continue;
      task.result.state = "fail";
      task.result.errors = errors;
      packs.push([task.id, task.result, task.meta]);
    }
    if (packs.length) await this.onTaskUpdate?.(packs, []);
  }
}

function tasksOf(suite: Suite): Task[] {
  return suite.tasks.flatMap((t) => (t.type === "suite" ? tasksOf(t) : [t]));
}
