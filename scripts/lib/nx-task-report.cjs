// An Nx plugin with one task-execution hook (https://nx.dev/docs/extending-nx/task-running-lifecycle):
// after `nx run-many` finishes, it writes every task's outcome to the file named by
// GENETYPE_NX_REPORT, so scripts/lib/build.mjs reads results instead of parsing Nx's output.
// Without the variable (a plain `npm run build`) it does nothing.
const fs = require('node:fs');

module.exports = {
  name: 'genetype-task-report',
  async postTasksExecution(_options, context) {
    const file = process.env.GENETYPE_NX_REPORT;
    if (!file) return;
    const tasks = Object.values(context.taskResults).map(
      ({ task, status, code, terminalOutput }) => ({
        project: task.target.project,
        target: task.target.target,
        status,
        code,
        ms: task.startTime && task.endTime ? task.endTime - task.startTime : 0,
        output: terminalOutput ?? '',
      }),
    );
    fs.writeFileSync(file, `${JSON.stringify({ tasks }, null, 2)}\n`);
  },
};
