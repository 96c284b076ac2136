import { dropDatabases, prepareTemplate, startTestCluster } from "../support/test-database";

export default async function globalSetup() {
  const cluster = await startTestCluster();
  await prepareTemplate(cluster);
  return async () => {
    await dropDatabases("ridemarket_test_");
    await cluster.stop();
  };
}
