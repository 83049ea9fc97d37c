// On CI a failed test runs once more (vite.config.ts). One that then passes is flaky: the default
// reporter only marks it in its listing, so this lists each one again at the very end, with the
// errors of the failed attempt, where CI's tail of the log shows them and they get looked into.
import type { Reporter, TestModule } from 'vitest/node';

export default class FlakyReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const flaky: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state !== 'passed' || !test.diagnostic()?.flaky) continue;
        const errors = (result.errors ?? []).map((error) => `    ${error.name ?? 'Error'}: ${error.message}`);
        flaky.push([`  ${module.moduleId} › ${test.fullName}`, ...errors].join('\n'));
      }
    }
    if (flaky.length === 0) return;
    console.log(`\n${flaky.length} flaky (failed, then passed on its retry):\n${flaky.join('\n')}\n`);
  }
}
