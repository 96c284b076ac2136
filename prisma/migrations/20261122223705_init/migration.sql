-- CreateEnum
CREATE TYPE "listing_status" AS ENUM ('active', 'sold', 'pending');

-- CreateTable
CREATE TABLE "zip_codes" (
    "zip_code" VARCHAR(5) NOT NULL,
    "city" TEXT NOT NULL,
    "state" VARCHAR(2) NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "zip_codes_pkey" PRIMARY KEY ("zip_code")
);

-- CreateTable
CREATE TABLE "vehicle_classifications" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "vehicle_classifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vehicle_categories" (
    "id" SERIAL NOT NULL,
    "classification_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "vehicle_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vehicle_subtypes" (
    "id" SERIAL NOT NULL,
    "category_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,

    CONSTRAINT "vehicle_subtypes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vehicle_size_classes" (
    "id" SERIAL NOT NULL,
    "category_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "min_value" DECIMAL(10,2) NOT NULL,
    "max_value" DECIMAL(10,2),
    "unit_of_measure" TEXT NOT NULL,

    CONSTRAINT "vehicle_size_classes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vehicle_types" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "category_id" INTEGER NOT NULL,

    CONSTRAINT "vehicle_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vehicle_makes" (
    "id" SERIAL NOT NULL,
    "vehicle_type_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "external_manufacturer_id" TEXT,

    CONSTRAINT "vehicle_makes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vehicle_models" (
    "id" SERIAL NOT NULL,
    "vehicle_make_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "subtype_id" INTEGER,
    "size_class_id" INTEGER,
    "start_year" INTEGER NOT NULL,
    "end_year" INTEGER,

    CONSTRAINT "vehicle_models_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vehicle_configurations" (
    "id" SERIAL NOT NULL,
    "vehicle_model_id" INTEGER NOT NULL,
    "model_year" INTEGER NOT NULL,
    "trim" TEXT NOT NULL,
    "engine_size" INTEGER,
    "length" INTEGER,
    "fuel_type" TEXT,
    "transmission" TEXT,
    "drive_type" TEXT,
    "boat_type" TEXT,
    "hull_material" TEXT,

    CONSTRAINT "vehicle_configurations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vehicle_details" (
    "id" SERIAL NOT NULL,
    "configuration_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,

    CONSTRAINT "vehicle_details_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vehicle_external_specs" (
    "id" SERIAL NOT NULL,
    "configuration_id" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "external_id" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "fetched_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vehicle_external_specs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vehicle_value_history" (
    "id" SERIAL NOT NULL,
    "model_id" INTEGER NOT NULL,
    "model_year" INTEGER NOT NULL,
    "revision_date" DATE NOT NULL,
    "msrp" DECIMAL(12,2) NOT NULL,
    "unadjusted_low_value" DECIMAL(12,2) NOT NULL,
    "unadjusted_high_value" DECIMAL(12,2) NOT NULL,
    "unadjusted_finance_value" DECIMAL(12,2) NOT NULL,
    "unadjusted_retail_value" DECIMAL(12,2) NOT NULL,
    "unadjusted_wholesale_value" DECIMAL(12,2) NOT NULL,
    "unadjusted_trade_in_value" DECIMAL(12,2) NOT NULL,

    CONSTRAINT "vehicle_value_history_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vehicle_value_adjustments" (
    "id" SERIAL NOT NULL,
    "value_history_id" INTEGER NOT NULL,
    "value_type" TEXT NOT NULL,
    "unadjusted_value" DECIMAL(12,2) NOT NULL,
    "region_adjustment" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "condition_adjustment" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "water_adjustment" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "utilization_adjustment" DECIMAL(12,2) NOT NULL DEFAULT 0,

    CONSTRAINT "vehicle_value_adjustments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "specification_families" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "specification_families_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "specification_types" (
    "id" SERIAL NOT NULL,
    "family_id" INTEGER NOT NULL,
    "spec_name" TEXT NOT NULL,
    "spec_name_friendly" TEXT NOT NULL,
    "spec_uom" TEXT NOT NULL DEFAULT 'None',
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "specification_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vehicle_specifications" (
    "id" SERIAL NOT NULL,
    "vehicle_model_id" INTEGER NOT NULL,
    "model_year" INTEGER NOT NULL,
    "spec_type_id" INTEGER NOT NULL,
    "spec_value" TEXT NOT NULL,

    CONSTRAINT "vehicle_specifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vehicle_conditions" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "vehicle_conditions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vehicle_packages" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "price" DECIMAL(10,2) NOT NULL,
    "duration_days" INTEGER NOT NULL,
    "features" TEXT[],
    "recommended" BOOLEAN NOT NULL DEFAULT false,
    "sort_order" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "vehicle_packages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "password" TEXT NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "phone" TEXT,
    "instagram_handle" TEXT,
    "city" TEXT,
    "state" VARCHAR(2),
    "zip" VARCHAR(5),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_preferences" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "trade_in_percentage" INTEGER NOT NULL DEFAULT 85,
    "state_tax" DECIMAL(5,3),
    "county_tax" DECIMAL(5,3),
    "region" TEXT,
    "default_currency" VARCHAR(3) NOT NULL DEFAULT 'USD',
    "currency_conversion" DECIMAL(12,6),
    "pdf_settings" JSONB,
    "tos_version_accepted" TEXT,
    "classification_settings" JSONB,

    CONSTRAINT "user_preferences_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_authenticators" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "credential_id" TEXT NOT NULL,
    "credential_public_key" BYTEA NOT NULL,
    "counter" BIGINT NOT NULL DEFAULT 0,
    "credential_device_type" TEXT NOT NULL,
    "credential_backed_up" BOOLEAN NOT NULL,
    "transports" TEXT[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMP(3),

    CONSTRAINT "user_authenticators_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "user_agent" TEXT,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vehicles" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "vehicle_type_id" INTEGER NOT NULL,
    "vehicle_make_id" INTEGER NOT NULL,
    "vehicle_model_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "mileage" INTEGER,
    "description" TEXT NOT NULL,
    "search_document" tsvector,
    "vehicle_condition_id" INTEGER NOT NULL,
    "images" TEXT[],
    "length" INTEGER,
    "fuel_type" TEXT,
    "boat_type" TEXT,
    "hull_material" TEXT,
    "engine_size" INTEGER,
    "transmission" TEXT,
    "drive_type" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "vehicles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "listings" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "vehicle_id" INTEGER NOT NULL,
    "zip_code" VARCHAR(5) NOT NULL,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "price" DECIMAL(10,2) NOT NULL,
    "vehicle_package_id" INTEGER NOT NULL,
    "package_expiry" TIMESTAMP(3),
    "status" "listing_status" NOT NULL DEFAULT 'active',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "listings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "saved_vehicles" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "vehicle_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saved_vehicles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blog_posts" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "excerpt" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "category" TEXT,
    "featured" BOOLEAN NOT NULL DEFAULT false,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "published_at" TIMESTAMP(3),
    "author_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "blog_posts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seed_state" (
    "name" TEXT NOT NULL,
    "checksum" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "seed_state_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "zip_codes_state_idx" ON "zip_codes"("state");

-- CreateIndex
CREATE UNIQUE INDEX "vehicle_classifications_name_key" ON "vehicle_classifications"("name");

-- CreateIndex
CREATE UNIQUE INDEX "vehicle_classifications_slug_key" ON "vehicle_classifications"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "vehicle_categories_name_key" ON "vehicle_categories"("name");

-- CreateIndex
CREATE UNIQUE INDEX "vehicle_categories_slug_key" ON "vehicle_categories"("slug");

-- CreateIndex
CREATE INDEX "vehicle_categories_classification_id_idx" ON "vehicle_categories"("classification_id");

-- CreateIndex
CREATE UNIQUE INDEX "vehicle_subtypes_category_id_slug_key" ON "vehicle_subtypes"("category_id", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "vehicle_size_classes_category_id_name_key" ON "vehicle_size_classes"("category_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "vehicle_types_name_key" ON "vehicle_types"("name");

-- CreateIndex
CREATE UNIQUE INDEX "vehicle_types_slug_key" ON "vehicle_types"("slug");

-- CreateIndex
CREATE INDEX "vehicle_types_category_id_idx" ON "vehicle_types"("category_id");

-- CreateIndex
CREATE INDEX "vehicle_makes_vehicle_type_id_name_idx" ON "vehicle_makes"("vehicle_type_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "vehicle_makes_vehicle_type_id_slug_key" ON "vehicle_makes"("vehicle_type_id", "slug");

-- CreateIndex
CREATE INDEX "vehicle_models_vehicle_make_id_name_idx" ON "vehicle_models"("vehicle_make_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "vehicle_models_vehicle_make_id_slug_key" ON "vehicle_models"("vehicle_make_id", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "vehicle_configurations_vehicle_model_id_model_year_trim_key" ON "vehicle_configurations"("vehicle_model_id", "model_year", "trim");

-- CreateIndex
CREATE UNIQUE INDEX "vehicle_details_configuration_id_name_key" ON "vehicle_details"("configuration_id", "name");

-- CreateIndex
CREATE INDEX "vehicle_external_specs_configuration_id_idx" ON "vehicle_external_specs"("configuration_id");

-- CreateIndex
CREATE UNIQUE INDEX "vehicle_external_specs_source_external_id_key" ON "vehicle_external_specs"("source", "external_id");

-- CreateIndex
CREATE UNIQUE INDEX "vehicle_value_history_model_id_model_year_revision_date_key" ON "vehicle_value_history"("model_id", "model_year", "revision_date");

-- CreateIndex
CREATE UNIQUE INDEX "vehicle_value_adjustments_value_history_id_value_type_key" ON "vehicle_value_adjustments"("value_history_id", "value_type");

-- CreateIndex
CREATE UNIQUE INDEX "specification_families_name_key" ON "specification_families"("name");

-- CreateIndex
CREATE UNIQUE INDEX "specification_families_slug_key" ON "specification_families"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "specification_types_spec_name_key" ON "specification_types"("spec_name");

-- CreateIndex
CREATE INDEX "specification_types_family_id_idx" ON "specification_types"("family_id");

-- CreateIndex
CREATE UNIQUE INDEX "vehicle_specifications_vehicle_model_id_model_year_spec_typ_key" ON "vehicle_specifications"("vehicle_model_id", "model_year", "spec_type_id");

-- CreateIndex
CREATE UNIQUE INDEX "vehicle_conditions_name_key" ON "vehicle_conditions"("name");

-- CreateIndex
CREATE UNIQUE INDEX "vehicle_conditions_slug_key" ON "vehicle_conditions"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "vehicle_packages_name_key" ON "vehicle_packages"("name");

-- CreateIndex
CREATE UNIQUE INDEX "vehicle_packages_slug_key" ON "vehicle_packages"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "user_preferences_user_id_key" ON "user_preferences"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "user_authenticators_credential_id_key" ON "user_authenticators"("credential_id");

-- CreateIndex
CREATE INDEX "user_authenticators_user_id_idx" ON "user_authenticators"("user_id");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE INDEX "sessions_expires_at_idx" ON "sessions"("expires_at");

-- CreateIndex
CREATE INDEX "vehicles_user_id_idx" ON "vehicles"("user_id");

-- CreateIndex
CREATE INDEX "vehicles_vehicle_type_id_vehicle_make_id_vehicle_model_id_idx" ON "vehicles"("vehicle_type_id", "vehicle_make_id", "vehicle_model_id");

-- CreateIndex
CREATE INDEX "vehicles_vehicle_make_id_idx" ON "vehicles"("vehicle_make_id");

-- CreateIndex
CREATE INDEX "vehicles_vehicle_model_id_idx" ON "vehicles"("vehicle_model_id");

-- CreateIndex
CREATE UNIQUE INDEX "listings_vehicle_id_key" ON "listings"("vehicle_id");

-- CreateIndex
CREATE INDEX "listings_user_id_status_idx" ON "listings"("user_id", "status");

-- CreateIndex
CREATE INDEX "listings_status_created_at_id_idx" ON "listings"("status", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "listings_status_price_id_idx" ON "listings"("status", "price", "id");

-- CreateIndex
CREATE INDEX "listings_zip_code_idx" ON "listings"("zip_code");

-- CreateIndex
CREATE INDEX "saved_vehicles_vehicle_id_idx" ON "saved_vehicles"("vehicle_id");

-- CreateIndex
CREATE UNIQUE INDEX "saved_vehicles_user_id_vehicle_id_key" ON "saved_vehicles"("user_id", "vehicle_id");

-- CreateIndex
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts"("slug");

-- CreateIndex
CREATE INDEX "blog_posts_published_created_at_idx" ON "blog_posts"("published", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "vehicle_categories" ADD CONSTRAINT "vehicle_categories_classification_id_fkey" FOREIGN KEY ("classification_id") REFERENCES "vehicle_classifications"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicle_subtypes" ADD CONSTRAINT "vehicle_subtypes_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "vehicle_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicle_size_classes" ADD CONSTRAINT "vehicle_size_classes_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "vehicle_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicle_types" ADD CONSTRAINT "vehicle_types_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "vehicle_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicle_makes" ADD CONSTRAINT "vehicle_makes_vehicle_type_id_fkey" FOREIGN KEY ("vehicle_type_id") REFERENCES "vehicle_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_vehicle_make_id_fkey" FOREIGN KEY ("vehicle_make_id") REFERENCES "vehicle_makes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_subtype_id_fkey" FOREIGN KEY ("subtype_id") REFERENCES "vehicle_subtypes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_size_class_id_fkey" FOREIGN KEY ("size_class_id") REFERENCES "vehicle_size_classes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicle_configurations" ADD CONSTRAINT "vehicle_configurations_vehicle_model_id_fkey" FOREIGN KEY ("vehicle_model_id") REFERENCES "vehicle_models"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicle_details" ADD CONSTRAINT "vehicle_details_configuration_id_fkey" FOREIGN KEY ("configuration_id") REFERENCES "vehicle_configurations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicle_external_specs" ADD CONSTRAINT "vehicle_external_specs_configuration_id_fkey" FOREIGN KEY ("configuration_id") REFERENCES "vehicle_configurations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicle_value_history" ADD CONSTRAINT "vehicle_value_history_model_id_fkey" FOREIGN KEY ("model_id") REFERENCES "vehicle_models"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicle_value_adjustments" ADD CONSTRAINT "vehicle_value_adjustments_value_history_id_fkey" FOREIGN KEY ("value_history_id") REFERENCES "vehicle_value_history"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "specification_types" ADD CONSTRAINT "specification_types_family_id_fkey" FOREIGN KEY ("family_id") REFERENCES "specification_families"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicle_specifications" ADD CONSTRAINT "vehicle_specifications_vehicle_model_id_fkey" FOREIGN KEY ("vehicle_model_id") REFERENCES "vehicle_models"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicle_specifications" ADD CONSTRAINT "vehicle_specifications_spec_type_id_fkey" FOREIGN KEY ("spec_type_id") REFERENCES "specification_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_authenticators" ADD CONSTRAINT "user_authenticators_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_type_id_fkey" FOREIGN KEY ("vehicle_type_id") REFERENCES "vehicle_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_make_id_fkey" FOREIGN KEY ("vehicle_make_id") REFERENCES "vehicle_makes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_model_id_fkey" FOREIGN KEY ("vehicle_model_id") REFERENCES "vehicle_models"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_condition_id_fkey" FOREIGN KEY ("vehicle_condition_id") REFERENCES "vehicle_conditions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "listings" ADD CONSTRAINT "listings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "listings" ADD CONSTRAINT "listings_vehicle_id_fkey" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "listings" ADD CONSTRAINT "listings_vehicle_package_id_fkey" FOREIGN KEY ("vehicle_package_id") REFERENCES "vehicle_packages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_vehicles" ADD CONSTRAINT "saved_vehicles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_vehicles" ADD CONSTRAINT "saved_vehicles_vehicle_id_fkey" FOREIGN KEY ("vehicle_id") REFERENCES "vehicles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------
-- Written by hand: what the Prisma schema cannot express.

CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Distance search: listings carry their zip's coordinates; the GiST index answers
-- "within N miles" through earth_box, and the exact distance is then computed.
CREATE INDEX "listings_location_idx" ON "listings"
  USING gist (ll_to_earth("latitude", "longitude"))
  WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL;

CREATE INDEX "zip_codes_location_idx" ON "zip_codes" USING gist (ll_to_earth("latitude", "longitude"));

-- Keyword search: a weighted document of year, make and model (A) and the description (B),
-- stemmed in English so "boats" finds "boat", case-insensitive by construction.
CREATE FUNCTION vehicles_search_document_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  make_name  text;
  model_name text;
BEGIN
  SELECT name INTO make_name FROM vehicle_makes WHERE id = NEW.vehicle_make_id;
  SELECT name INTO model_name FROM vehicle_models WHERE id = NEW.vehicle_model_id;
  NEW.search_document :=
    setweight(to_tsvector('english', concat_ws(' ', NEW.year::text, make_name, model_name)), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'B');
  RETURN NEW;
END;
$$;

CREATE TRIGGER vehicles_search_document_trigger
  BEFORE INSERT OR UPDATE OF year, vehicle_make_id, vehicle_model_id, description ON vehicles
  FOR EACH ROW EXECUTE FUNCTION vehicles_search_document_refresh();

CREATE INDEX "vehicles_search_document_idx" ON "vehicles" USING gin ("search_document");

-- Type-ahead on catalog names.
CREATE INDEX "vehicle_makes_name_trgm_idx" ON "vehicle_makes" USING gin ("name" gin_trgm_ops);
CREATE INDEX "vehicle_models_name_trgm_idx" ON "vehicle_models" USING gin ("name" gin_trgm_ops);
