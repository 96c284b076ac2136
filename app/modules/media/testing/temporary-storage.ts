// A local-disk media storage in a temporary folder of its own, for one test file: removed after
// the file's tests, and emptied before each test when they must not see each other's files.
import { mkdtempSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach } from "vitest";
import { LocalDiskStorage } from "../local-disk-storage.server";

export function temporaryStorage(name: string, { emptyBeforeEach = false } = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), `ridemarket-${name}-`));
  const storage = new LocalDiskStorage(root);
  if (emptyBeforeEach) {
    beforeEach(async () => {
      await fs.rm(root, { recursive: true, force: true });
      await fs.mkdir(root);
    });
  }
  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });
  return { root, storage };
}
