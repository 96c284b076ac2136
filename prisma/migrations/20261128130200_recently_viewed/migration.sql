-- CreateTable
CREATE TABLE "recently_viewed_vehicles" (
    "user_id" INTEGER NOT NULL,
    "vehicle_id" INTEGER NOT NULL,
    "viewed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recently_viewed_vehicles_pkey" PRIMARY KEY ("user_id","vehicle_id")
);

-- CreateIndex
CREATE INDEX "recently_viewed_vehicles_user_id_viewed_at_idx" ON "recently_viewed_vehicles"("user_id", "viewed_at" DESC);

-- CreateIndex
CREATE INDEX "recently_viewed_vehicles_vehicle_id_idx" ON "recently_viewed_vehicles"("vehicle_id");

-- AddForeignKey
ALTER TABLE "recently_viewed_vehicles" ADD CONSTRAINT "recently_viewed_vehicles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recently_viewed_vehicles" ADD CONSTRAINT "recently_viewed_vehicles_vehicle_id_fkey" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
