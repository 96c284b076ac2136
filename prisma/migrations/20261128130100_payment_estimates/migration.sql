-- AlterTable
ALTER TABLE "user_preferences" ADD COLUMN     "payment_apr" DECIMAL(4,2),
ADD COLUMN     "payment_down_percent" INTEGER,
ADD COLUMN     "payment_state" CHAR(2),
ADD COLUMN     "payment_term_months" INTEGER;

-- CreateTable
CREATE TABLE "sales_tax_rates" (
    "state" CHAR(2) NOT NULL,
    "name" TEXT NOT NULL,
    "rate_percent" DECIMAL(5,3) NOT NULL,
    "title_fee" INTEGER NOT NULL,
    "registration_fee" INTEGER NOT NULL,
    "as_of" DATE NOT NULL,

    CONSTRAINT "sales_tax_rates_pkey" PRIMARY KEY ("state")
);

-- Reference data for the payment estimate (decision 54), dated 2025-01-01.
-- rate_percent: the state-level sales tax rate from the Tax Foundation, "State and Local Sales
--   Tax Rates, 2025" (February 2025), state rate column (Louisiana's 5.00% from 1 January 2025).
--   Local (county, city) sales taxes are not included, nor the vehicle-specific taxes some states
--   levy instead of or beside sales tax (e.g. Georgia's title ad valorem tax, North Carolina's
--   highway use tax, South Carolina's capped infrastructure maintenance fee, Alabama's
--   automotive rate, Delaware's document fee): the estimate says it is an estimate.
-- title_fee, registration_fee: each state's motor vehicle agency fee schedule for a light
--   passenger vehicle as published for 2025, rounded to whole dollars; where registration depends
--   on weight, value, age or a two-year term, one typical first-registration figure. Dealer
--   documentation fees are set by each dealer (and a private sale has none), so none is included.
INSERT INTO "sales_tax_rates" ("state", "name", "rate_percent", "title_fee", "registration_fee", "as_of") VALUES
    ('AL', 'Alabama', 4.000, 15, 23, '2025-01-01'),
    ('AK', 'Alaska', 0.000, 15, 100, '2025-01-01'),
    ('AZ', 'Arizona', 5.600, 4, 8, '2025-01-01'),
    ('AR', 'Arkansas', 6.500, 10, 25, '2025-01-01'),
    ('CA', 'California', 7.250, 15, 70, '2025-01-01'),
    ('CO', 'Colorado', 2.900, 8, 50, '2025-01-01'),
    ('CT', 'Connecticut', 6.350, 25, 120, '2025-01-01'),
    ('DE', 'Delaware', 0.000, 35, 40, '2025-01-01'),
    ('DC', 'District of Columbia', 6.000, 26, 72, '2025-01-01'),
    ('FL', 'Florida', 6.000, 77, 225, '2025-01-01'),
    ('GA', 'Georgia', 4.000, 18, 20, '2025-01-01'),
    ('HI', 'Hawaii', 4.000, 5, 45, '2025-01-01'),
    ('ID', 'Idaho', 6.000, 14, 45, '2025-01-01'),
    ('IL', 'Illinois', 6.250, 165, 151, '2025-01-01'),
    ('IN', 'Indiana', 7.000, 15, 21, '2025-01-01'),
    ('IA', 'Iowa', 6.000, 25, 65, '2025-01-01'),
    ('KS', 'Kansas', 6.500, 10, 43, '2025-01-01'),
    ('KY', 'Kentucky', 6.000, 9, 21, '2025-01-01'),
    ('LA', 'Louisiana', 5.000, 69, 20, '2025-01-01'),
    ('ME', 'Maine', 5.500, 33, 35, '2025-01-01'),
    ('MD', 'Maryland', 6.000, 100, 135, '2025-01-01'),
    ('MA', 'Massachusetts', 6.250, 75, 60, '2025-01-01'),
    ('MI', 'Michigan', 6.000, 15, 120, '2025-01-01'),
    ('MN', 'Minnesota', 6.875, 11, 35, '2025-01-01'),
    ('MS', 'Mississippi', 7.000, 9, 15, '2025-01-01'),
    ('MO', 'Missouri', 4.225, 11, 51, '2025-01-01'),
    ('MT', 'Montana', 0.000, 12, 87, '2025-01-01'),
    ('NE', 'Nebraska', 5.500, 10, 30, '2025-01-01'),
    ('NV', 'Nevada', 6.850, 29, 33, '2025-01-01'),
    ('NH', 'New Hampshire', 0.000, 25, 31, '2025-01-01'),
    ('NJ', 'New Jersey', 6.625, 60, 85, '2025-01-01'),
    ('NM', 'New Mexico', 4.875, 15, 62, '2025-01-01'),
    ('NY', 'New York', 4.000, 50, 70, '2025-01-01'),
    ('NC', 'North Carolina', 4.750, 56, 39, '2025-01-01'),
    ('ND', 'North Dakota', 5.000, 5, 49, '2025-01-01'),
    ('OH', 'Ohio', 5.750, 15, 31, '2025-01-01'),
    ('OK', 'Oklahoma', 4.500, 11, 96, '2025-01-01'),
    ('OR', 'Oregon', 0.000, 101, 126, '2025-01-01'),
    ('PA', 'Pennsylvania', 6.000, 67, 45, '2025-01-01'),
    ('RI', 'Rhode Island', 7.000, 52, 64, '2025-01-01'),
    ('SC', 'South Carolina', 6.000, 15, 40, '2025-01-01'),
    ('SD', 'South Dakota', 4.200, 10, 60, '2025-01-01'),
    ('TN', 'Tennessee', 7.000, 14, 26, '2025-01-01'),
    ('TX', 'Texas', 6.250, 33, 51, '2025-01-01'),
    ('UT', 'Utah', 6.100, 6, 44, '2025-01-01'),
    ('VT', 'Vermont', 6.000, 35, 76, '2025-01-01'),
    ('VA', 'Virginia', 5.300, 15, 41, '2025-01-01'),
    ('WA', 'Washington', 6.500, 35, 68, '2025-01-01'),
    ('WV', 'West Virginia', 6.000, 15, 52, '2025-01-01'),
    ('WI', 'Wisconsin', 5.000, 164, 85, '2025-01-01'),
    ('WY', 'Wyoming', 4.000, 15, 30, '2025-01-01');
