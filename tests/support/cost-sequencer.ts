import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { measuredCosts } from "./measured-costs";

// Files ordered by measured cost, the dearest first (issue 37): two workers that each take the next
// file finish together only when the long files do not come last. A clean clone (CI) has no vitest
// results cache, so the costs come from tests/support/file-costs.json, measured on a full run and
// rewritten by `node tests/support/file-costs.mjs < <a run's output>`. Files it does not know yet
// keep vitest's own order (its cache, else size), after the known ones.
export default class CostSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const costs = measuredCosts();
    const root = this.ctx.config.root;
    const costOf = (f: TestSpecification) => costs[path.relative(root, f.moduleId).split(path.sep).join("/")];
    // vitest's order keeps projects apart (they run one after the other); within a project, the
    // measured files by cost, then the rest as vitest had them
    const base = await super.sort(files);
    const at = new Map(base.map((f, i) => [f, i]));
    const group = (f: TestSpecification) => `${f.project.config.sequence.groupOrder}:${f.project.name}`;
    return [...base].sort((a, b) => {
      if (group(a) !== group(b)) return at.get(a)! - at.get(b)!;
      const [ca, cb] = [costOf(a), costOf(b)];
      if (ca !== undefined && cb !== undefined) return cb - ca;
      if (ca !== undefined || cb !== undefined) return ca !== undefined ? -1 : 1;
      return at.get(a)! - at.get(b)!;
    });
  }
}
