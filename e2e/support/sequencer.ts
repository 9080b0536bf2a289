import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { specSharesDemo } from './shared-demo.ts';

/** Specs that need no demo data run first, so that the shared demo syncs meanwhile instead of being waited for. */
export class DemoLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const demo = (file: TestSpecification) => specSharesDemo(file.moduleId);
    return [...sorted.filter((file) => !demo(file)), ...sorted.filter(demo)];
  }
}
