CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"code" varchar(12),
	"abn" varchar(11),
	"floors_occupied" varchar(50),
	"area_m_2" integer,
	"headcount" integer,
	"lease_start" date,
	"lease_end" date,
	"is_base_building" boolean DEFAULT false NOT NULL,
	CONSTRAINT "customers_tenantId_name_unique" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(128) NOT NULL,
	"tenant_name" varchar(64) NOT NULL,
	"calibre_bins" boolean DEFAULT false NOT NULL,
	"address_line" varchar(200) NOT NULL,
	"suburb" varchar(80) NOT NULL,
	"state" varchar(3) NOT NULL,
	"postcode" varchar(4) NOT NULL,
	"building_type" varchar(20),
	"net_lettable_area_m_2" integer,
	"floors" integer,
	"occupants" integer,
	"operating_days_per_week" integer,
	"nabers_rating_type" varchar(20),
	"nabers_waste_stars" numeric(2, 1),
	"nabers_rating_expiry" date,
	"diversion_target_pct" integer,
	"manager_id" integer,
	"time_zone" varchar(40) DEFAULT 'Australia/Sydney' NOT NULL,
	"app_full" boolean DEFAULT true NOT NULL,
	"app_lite" boolean DEFAULT false NOT NULL,
	"app_supplier" boolean DEFAULT false NOT NULL,
	"app_furniture" boolean DEFAULT false NOT NULL,
	"app_audits" boolean DEFAULT false NOT NULL,
	CONSTRAINT "packages_tenantId_unique" UNIQUE("tenant_id"),
	CONSTRAINT "packages_name_unique" UNIQUE("name"),
	CONSTRAINT "packages_tenantName_unique" UNIQUE("tenant_name")
);
--> statement-breakpoint
CREATE TABLE "bin_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"name" varchar(60) NOT NULL,
	"capacity_l" integer NOT NULL,
	"shape" varchar(20),
	"body_colour" varchar(12),
	"lid_colour" varchar(12),
	"waste_stream_id" integer,
	"disposable" boolean DEFAULT false NOT NULL,
	"tare_weight_kg" numeric(5, 2),
	"max_gross_kg" numeric(7, 2),
	"width_mm" integer,
	"depth_mm" integer,
	"height_mm" integer,
	CONSTRAINT "bin_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer,
	"name" varchar(100) NOT NULL,
	"waste_stream_id" integer NOT NULL,
	"bin_type_id" integer,
	"unit_of_measure" varchar(10) NOT NULL,
	"capacity_l" integer,
	"tare_weight_kg" numeric(10, 2),
	"default_kg_per_unit" numeric(10, 2),
	"default_price_aud" numeric(12, 2),
	"is_transaction_product" boolean DEFAULT false NOT NULL,
	"is_collection_product" boolean DEFAULT true NOT NULL,
	"icon_attachment_id" integer,
	CONSTRAINT "products_tenantId_name_unique" UNIQUE NULLS NOT DISTINCT("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"name" varchar(80) NOT NULL,
	"code" varchar(10),
	"unit" varchar(10) DEFAULT 'Each' NOT NULL,
	"default_rate_aud" numeric(12, 2),
	"waste_stream_id" integer,
	"requires_bin_type" boolean DEFAULT false NOT NULL,
	CONSTRAINT "service_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "waste_streams" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"name" varchar(60) NOT NULL,
	"code" varchar(6) NOT NULL,
	"fate" varchar(20) NOT NULL,
	"nabers_category" varchar(20),
	"lid_colour" varchar(12),
	"default_density_kg_per_l" numeric(5, 3),
	"chart_colour" varchar(7),
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "waste_streams_name_unique" UNIQUE("name"),
	CONSTRAINT "waste_streams_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "waste_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"name" varchar(80) NOT NULL,
	"code" varchar(10),
	"examples" varchar(300),
	"density_kg_per_l" numeric(5, 3),
	"waste_stream_id" integer NOT NULL,
	"is_furniture_recycle_type" boolean DEFAULT false NOT NULL,
	"is_furniture_landfill_type" boolean DEFAULT false NOT NULL,
	CONSTRAINT "waste_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "collection_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"primary_location_id" integer NOT NULL,
	"secondary_location_id" integer,
	"equipment_id" integer,
	"instructions" varchar(500),
	CONSTRAINT "collection_points_tenantId_name_unique" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "primary_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"level_number" integer,
	"location_type" varchar(20),
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "primary_locations_tenantId_name_unique" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "secondary_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer NOT NULL,
	"primary_location_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"customer_id" integer,
	CONSTRAINT "secondary_locations_primaryLocationId_name_unique" UNIQUE("primary_location_id","name")
);
--> statement-breakpoint
CREATE TABLE "site_informations" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer NOT NULL,
	"category" varchar(20) NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"show_on_tablet" boolean DEFAULT false NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditors" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"first_name" varchar(60) NOT NULL,
	"last_name" varchar(60) NOT NULL,
	"company" varchar(150),
	"email" varchar(256) NOT NULL,
	"phone" varchar(12),
	"is_nabers_accredited" boolean DEFAULT false NOT NULL,
	"accreditation_no" varchar(20),
	"user_id" integer,
	CONSTRAINT "auditors_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "cleaners" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer NOT NULL,
	"first_name" varchar(60) NOT NULL,
	"last_name" varchar(60) NOT NULL,
	"employee_code" varchar(20),
	"cleaning_company" varchar(150),
	"pin_hash" varchar(200),
	"shift" varchar(10),
	"inducted_on" date,
	CONSTRAINT "cleaners_tenantId_employeeCode_unique" UNIQUE("tenant_id","employee_code")
);
--> statement-breakpoint
CREATE TABLE "contractor_recovery_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"destination_contractor_id" integer NOT NULL,
	"waste_stream_id" integer NOT NULL,
	"recovery_rate_pct" numeric(5, 2) NOT NULL,
	"effective_from" date NOT NULL,
	CONSTRAINT "contractor_recovery_rates_destinationContractorId_wasteStreamId_effectiveFrom_unique" UNIQUE("destination_contractor_id","waste_stream_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "destination_contractors" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"name" varchar(150) NOT NULL,
	"contractor_company" varchar(150) NOT NULL,
	"abn" varchar(11),
	"facility_name" varchar(150) NOT NULL,
	"facility_address" varchar(250),
	"facility_type" varchar(30),
	"epa_licence_no" varchar(30),
	"email" varchar(256),
	"phone" varchar(12),
	CONSTRAINT "destination_contractors_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer NOT NULL,
	"first_name" varchar(60) NOT NULL,
	"last_name" varchar(60) NOT NULL,
	"email" varchar(256) NOT NULL,
	"phone" varchar(12),
	"company" varchar(150),
	"position" varchar(100),
	"user_id" integer,
	"receives_reports" boolean DEFAULT false NOT NULL,
	CONSTRAINT "managers_tenantId_email_unique" UNIQUE("tenant_id","email")
);
--> statement-breakpoint
CREATE TABLE "multi_site_cleaner_buildings" (
	"multi_site_cleaner_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	CONSTRAINT "multi_site_cleaner_buildings_multi_site_cleaner_id_tenant_id_pk" PRIMARY KEY("multi_site_cleaner_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "multi_site_cleaners" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"first_name" varchar(60) NOT NULL,
	"last_name" varchar(60) NOT NULL,
	"employee_code" varchar(20),
	"cleaning_company" varchar(150),
	"pin_hash" varchar(200),
	"shift" varchar(10),
	"inducted_on" date,
	CONSTRAINT "multi_site_cleaners_employeeCode_unique" UNIQUE("employee_code")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_types" ADD CONSTRAINT "bin_types_waste_stream_id_waste_streams_id_fk" FOREIGN KEY ("waste_stream_id") REFERENCES "public"."waste_streams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_waste_stream_id_waste_streams_id_fk" FOREIGN KEY ("waste_stream_id") REFERENCES "public"."waste_streams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_bin_type_id_bin_types_id_fk" FOREIGN KEY ("bin_type_id") REFERENCES "public"."bin_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_types" ADD CONSTRAINT "service_types_waste_stream_id_waste_streams_id_fk" FOREIGN KEY ("waste_stream_id") REFERENCES "public"."waste_streams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_types" ADD CONSTRAINT "waste_types_waste_stream_id_waste_streams_id_fk" FOREIGN KEY ("waste_stream_id") REFERENCES "public"."waste_streams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_points" ADD CONSTRAINT "collection_points_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_points" ADD CONSTRAINT "collection_points_primary_location_id_primary_locations_id_fk" FOREIGN KEY ("primary_location_id") REFERENCES "public"."primary_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_points" ADD CONSTRAINT "collection_points_secondary_location_id_secondary_locations_id_fk" FOREIGN KEY ("secondary_location_id") REFERENCES "public"."secondary_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "primary_locations" ADD CONSTRAINT "primary_locations_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secondary_locations" ADD CONSTRAINT "secondary_locations_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secondary_locations" ADD CONSTRAINT "secondary_locations_primary_location_id_primary_locations_id_fk" FOREIGN KEY ("primary_location_id") REFERENCES "public"."primary_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secondary_locations" ADD CONSTRAINT "secondary_locations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_informations" ADD CONSTRAINT "site_informations_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaners" ADD CONSTRAINT "cleaners_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_recovery_rates" ADD CONSTRAINT "contractor_recovery_rates_destination_contractor_id_destination_contractors_id_fk" FOREIGN KEY ("destination_contractor_id") REFERENCES "public"."destination_contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_recovery_rates" ADD CONSTRAINT "contractor_recovery_rates_waste_stream_id_waste_streams_id_fk" FOREIGN KEY ("waste_stream_id") REFERENCES "public"."waste_streams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "managers" ADD CONSTRAINT "managers_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multi_site_cleaner_buildings" ADD CONSTRAINT "multi_site_cleaner_buildings_multi_site_cleaner_id_multi_site_cleaners_id_fk" FOREIGN KEY ("multi_site_cleaner_id") REFERENCES "public"."multi_site_cleaners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multi_site_cleaner_buildings" ADD CONSTRAINT "multi_site_cleaner_buildings_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_tenant_id_name_index" ON "customers" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "bin_types_capacity_l_index" ON "bin_types" USING btree ("capacity_l");--> statement-breakpoint
CREATE INDEX "bin_types_waste_stream_id_index" ON "bin_types" USING btree ("waste_stream_id");--> statement-breakpoint
CREATE INDEX "products_tenant_id_name_index" ON "products" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "products_waste_stream_id_index" ON "products" USING btree ("waste_stream_id");--> statement-breakpoint
CREATE INDEX "waste_streams_sort_order_name_index" ON "waste_streams" USING btree ("sort_order","name");--> statement-breakpoint
CREATE INDEX "waste_types_waste_stream_id_index" ON "waste_types" USING btree ("waste_stream_id");--> statement-breakpoint
CREATE INDEX "collection_points_tenant_id_primary_location_id_index" ON "collection_points" USING btree ("tenant_id","primary_location_id");--> statement-breakpoint
CREATE INDEX "primary_locations_tenant_id_sort_order_level_number_index" ON "primary_locations" USING btree ("tenant_id","sort_order","level_number");--> statement-breakpoint
CREATE INDEX "secondary_locations_tenant_id_name_index" ON "secondary_locations" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "secondary_locations_tenant_id_customer_id_index" ON "secondary_locations" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "site_informations_tenant_id_sort_order_title_index" ON "site_informations" USING btree ("tenant_id","sort_order","title");--> statement-breakpoint
CREATE INDEX "site_informations_tenant_id_category_index" ON "site_informations" USING btree ("tenant_id","category");--> statement-breakpoint
CREATE INDEX "auditors_last_name_first_name_index" ON "auditors" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "cleaners_tenant_id_last_name_first_name_index" ON "cleaners" USING btree ("tenant_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "destination_contractors_contractor_company_index" ON "destination_contractors" USING btree ("contractor_company");--> statement-breakpoint
CREATE INDEX "managers_tenant_id_last_name_first_name_index" ON "managers" USING btree ("tenant_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "multi_site_cleaner_buildings_tenant_id_index" ON "multi_site_cleaner_buildings" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "multi_site_cleaners_last_name_first_name_index" ON "multi_site_cleaners" USING btree ("last_name","first_name");