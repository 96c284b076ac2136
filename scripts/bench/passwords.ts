// npm run bench:passwords: CPU time of the server's strength estimate for one new password,
// typical and crafted worst cases at the longest length a form takes (PASSWORD_MAX).
import { PASSWORD_MAX } from "../../app/modules/accounts/password-rules";
import { passwordStrengthProblem } from "../../app/modules/accounts/password-strength.server";

const cycle = (pattern: string) => pattern.repeat(Math.ceil(PASSWORD_MAX / pattern.length)).slice(0, PASSWORD_MAX);
const CASES: Record<string, string> = {
  "typical (16 characters)": "gravel-trail-427",
  "words, 128": cycle("horse-battery-staple-"),
  "pseudo-random letters and digits, 128": Array.from({ length: PASSWORD_MAX }, (_, i) => "abcdefghijklmnopqrstuvwxyz0123456789"[(i * 7919) % 36]).join(""),
  "l33t-looking, 128": cycle("P@ssw0rd"),
  "every l33t character, 128": cycle("4@8(3!1|0$5+7%2"),
  "digits, 128": cycle("31415926535897932384626433832795"),
  "sequences, 128": cycle("1234567890"),
};

const started = performance.now();
passwordStrengthProblem("warm-up-the-dictionaries-1");
console.log(`dictionaries loaded in ${(performance.now() - started).toFixed(0)} ms (once per process)`);
const RUNS = 5;
for (const [name, password] of Object.entries(CASES)) {
  const cpu = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) passwordStrengthProblem(password, ["someone@example.com", "someone"]);
  const used = process.cpuUsage(cpu);
  console.log(`${name.padEnd(40)} ${((used.user + used.system) / 1000 / RUNS).toFixed(1).padStart(7)} ms CPU per check`);
}
