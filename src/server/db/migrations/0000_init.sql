CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"owner_type" varchar(40) NOT NULL,
	"owner_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"url" varchar(500) NOT NULL,
	"taken_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"position" varchar(100),
	"organisation" varchar(150),
	"email" varchar(256),
	"phone" varchar(20),
	"contact_type" varchar(30) NOT NULL,
	"customer_id" integer,
	"is_primary" boolean DEFAULT false NOT NULL,
	"receives_monthly_report" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer NOT NULL,
	"entity_type" varchar(30) NOT NULL,
	"entity_id" integer NOT NULL,
	"title" varchar(150),
	"body" varchar(4000) NOT NULL,
	"note_date" date NOT NULL
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
CREATE TABLE "portfolio_buildings" (
	"portfolio_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	CONSTRAINT "portfolio_buildings_portfolio_id_tenant_id_pk" PRIMARY KEY("portfolio_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "portfolio_customers" (
	"portfolio_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "portfolio_customers_portfolio_id_customer_id_pk" PRIMARY KEY("portfolio_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "portfolio_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"user_id" integer NOT NULL,
	"portfolio_id" integer NOT NULL,
	"is_building_owner" boolean DEFAULT false NOT NULL,
	"building_ids" integer[],
	CONSTRAINT "portfolio_users_userId_portfolioId_unique" UNIQUE("user_id","portfolio_id")
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"kind" smallint NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(500),
	"owner_organisation" varchar(150),
	"abn" varchar(11),
	CONSTRAINT "portfolios_kind_name_unique" UNIQUE("kind","name")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role_key" varchar(40) NOT NULL,
	CONSTRAINT "user_roles_user_id_role_key_pk" PRIMARY KEY("user_id","role_key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"user_name" varchar(256) NOT NULL,
	"email" varchar(256) NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"phone" varchar(20),
	"password_hash" varchar(200),
	"tenant_id" integer,
	"customer_id" integer,
	"role_id" smallint NOT NULL,
	"landing_page" varchar(200),
	"force_change_password" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"lockout_end_at" timestamp with time zone,
	CONSTRAINT "users_userName_unique" UNIQUE("user_name")
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
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(20) DEFAULT 'NotStarted' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"user_id" integer,
	"tenant_id" integer,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" varchar(256) NOT NULL,
	"address" varchar(64) NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"role_id" smallint NOT NULL,
	"tenant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_by_id" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "server_settings" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bin_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer NOT NULL,
	"bin_tag" varchar(50) NOT NULL,
	"bin_type_id" integer NOT NULL,
	"waste_stream_id" integer NOT NULL,
	"customer_id" integer,
	"lifted_at" timestamp with time zone NOT NULL,
	"gross_kg" numeric(10, 2),
	"tare_kg" numeric(10, 2),
	"net_kg" numeric(10, 2) NOT NULL,
	"equipment_id" integer,
	"raw_payload" jsonb
);
--> statement-breakpoint
CREATE TABLE "collection_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer NOT NULL,
	"waste_stream_id" integer NOT NULL,
	"product_id" integer,
	"bin_type_id" integer,
	"customer_id" integer,
	"period" varchar(16) NOT NULL,
	"min_kg" numeric(10, 2) DEFAULT 0 NOT NULL,
	"max_kg" numeric(10, 2) NOT NULL,
	"max_quantity" integer,
	"action" varchar(10) DEFAULT 'Warn' NOT NULL,
	"notify_email" varchar(256),
	CONSTRAINT "collection_limits_tenantId_wasteStreamId_productId_binTypeId_customerId_period_unique" UNIQUE NULLS NOT DISTINCT("tenant_id","waste_stream_id","product_id","bin_type_id","customer_id","period")
);
--> statement-breakpoint
CREATE TABLE "collection_service_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection_service_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"pct" numeric(5, 2) NOT NULL,
	CONSTRAINT "collection_service_allocations_collectionServiceId_customerId_unique" UNIQUE("collection_service_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "collection_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"customer_id" integer,
	"waste_stream_id" integer NOT NULL,
	"product_id" integer,
	"collection_point_id" integer,
	"destination_contractor_id" integer,
	"qr_code" varchar(64) NOT NULL,
	"frequency" varchar(12),
	"is_consolidated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "collection_services_qrCode_unique" UNIQUE("qr_code"),
	CONSTRAINT "collection_services_tenantId_customerId_wasteStreamId_collectionPointId_unique" UNIQUE NULLS NOT DISTINCT("tenant_id","customer_id","waste_stream_id","collection_point_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	"collection_service_id" integer NOT NULL,
	"customer_id" integer,
	"waste_stream_id" integer NOT NULL,
	"cleaner_id" integer,
	"multi_site_cleaner_id" integer,
	"product_id" integer,
	"equipment_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"gross_kg" numeric(10, 2),
	"tare_kg" numeric(10, 2),
	"net_kg" numeric(10, 2) NOT NULL,
	"is_estimated" boolean DEFAULT false NOT NULL,
	"is_contaminated" boolean DEFAULT false NOT NULL,
	"contamination_level" varchar(10),
	"contamination_note" varchar(500),
	"source" varchar(10) DEFAULT 'Web' NOT NULL,
	"device_id" integer,
	"import_id" integer
);
--> statement-breakpoint
CREATE TABLE "bin_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer NOT NULL,
	"count_date" date NOT NULL,
	"collection_point_id" integer,
	"primary_location_id" integer,
	"customer_id" integer,
	"bin_type_id" integer NOT NULL,
	"waste_stream_id" integer NOT NULL,
	"bin_count" integer NOT NULL,
	"fill_pct" integer DEFAULT 100 NOT NULL,
	"count_stage" smallint,
	"counted_by_id" integer,
	"est_volume_l" integer,
	"est_kg" numeric(10, 2)
);
--> statement-breakpoint
CREATE TABLE "service_tallies" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"tenant_id" integer NOT NULL,
	"tally_date" date NOT NULL,
	"service_type_id" integer NOT NULL,
	"bin_type_id" integer,
	"waste_stream_id" integer,
	"customer_id" integer,
	"quantity" integer NOT NULL,
	"unit_rate_aud" numeric(12, 2),
	"notes" varchar(500)
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_buildings" ADD CONSTRAINT "portfolio_buildings_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_buildings" ADD CONSTRAINT "portfolio_buildings_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_customers" ADD CONSTRAINT "portfolio_customers_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_customers" ADD CONSTRAINT "portfolio_customers_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_customers" ADD CONSTRAINT "portfolio_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_users" ADD CONSTRAINT "portfolio_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_users" ADD CONSTRAINT "portfolio_users_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_collections" ADD CONSTRAINT "bin_collections_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_collections" ADD CONSTRAINT "bin_collections_bin_type_id_bin_types_id_fk" FOREIGN KEY ("bin_type_id") REFERENCES "public"."bin_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_collections" ADD CONSTRAINT "bin_collections_waste_stream_id_waste_streams_id_fk" FOREIGN KEY ("waste_stream_id") REFERENCES "public"."waste_streams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_collections" ADD CONSTRAINT "bin_collections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_limits" ADD CONSTRAINT "collection_limits_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_limits" ADD CONSTRAINT "collection_limits_waste_stream_id_waste_streams_id_fk" FOREIGN KEY ("waste_stream_id") REFERENCES "public"."waste_streams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_limits" ADD CONSTRAINT "collection_limits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_limits" ADD CONSTRAINT "collection_limits_bin_type_id_bin_types_id_fk" FOREIGN KEY ("bin_type_id") REFERENCES "public"."bin_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_limits" ADD CONSTRAINT "collection_limits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_service_allocations" ADD CONSTRAINT "collection_service_allocations_collection_service_id_collection_services_id_fk" FOREIGN KEY ("collection_service_id") REFERENCES "public"."collection_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_service_allocations" ADD CONSTRAINT "collection_service_allocations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_services" ADD CONSTRAINT "collection_services_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_services" ADD CONSTRAINT "collection_services_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_services" ADD CONSTRAINT "collection_services_waste_stream_id_waste_streams_id_fk" FOREIGN KEY ("waste_stream_id") REFERENCES "public"."waste_streams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_services" ADD CONSTRAINT "collection_services_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_services" ADD CONSTRAINT "collection_services_collection_point_id_collection_points_id_fk" FOREIGN KEY ("collection_point_id") REFERENCES "public"."collection_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_services" ADD CONSTRAINT "collection_services_destination_contractor_id_destination_contractors_id_fk" FOREIGN KEY ("destination_contractor_id") REFERENCES "public"."destination_contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_collection_service_id_collection_services_id_fk" FOREIGN KEY ("collection_service_id") REFERENCES "public"."collection_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_waste_stream_id_waste_streams_id_fk" FOREIGN KEY ("waste_stream_id") REFERENCES "public"."waste_streams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_cleaner_id_cleaners_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."cleaners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_multi_site_cleaner_id_multi_site_cleaners_id_fk" FOREIGN KEY ("multi_site_cleaner_id") REFERENCES "public"."multi_site_cleaners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_counts" ADD CONSTRAINT "bin_counts_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_counts" ADD CONSTRAINT "bin_counts_collection_point_id_collection_points_id_fk" FOREIGN KEY ("collection_point_id") REFERENCES "public"."collection_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_counts" ADD CONSTRAINT "bin_counts_primary_location_id_primary_locations_id_fk" FOREIGN KEY ("primary_location_id") REFERENCES "public"."primary_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_counts" ADD CONSTRAINT "bin_counts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_counts" ADD CONSTRAINT "bin_counts_bin_type_id_bin_types_id_fk" FOREIGN KEY ("bin_type_id") REFERENCES "public"."bin_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_counts" ADD CONSTRAINT "bin_counts_waste_stream_id_waste_streams_id_fk" FOREIGN KEY ("waste_stream_id") REFERENCES "public"."waste_streams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tallies" ADD CONSTRAINT "service_tallies_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tallies" ADD CONSTRAINT "service_tallies_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tallies" ADD CONSTRAINT "service_tallies_bin_type_id_bin_types_id_fk" FOREIGN KEY ("bin_type_id") REFERENCES "public"."bin_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tallies" ADD CONSTRAINT "service_tallies_waste_stream_id_waste_streams_id_fk" FOREIGN KEY ("waste_stream_id") REFERENCES "public"."waste_streams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tallies" ADD CONSTRAINT "service_tallies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_owner_type_owner_id_index" ON "attachments" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "contacts_tenant_id_last_name_index" ON "contacts" USING btree ("tenant_id","last_name");--> statement-breakpoint
CREATE INDEX "customers_tenant_id_name_index" ON "customers" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "notes_tenant_id_entity_type_entity_id_index" ON "notes" USING btree ("tenant_id","entity_type","entity_id");--> statement-breakpoint
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
CREATE INDEX "multi_site_cleaners_last_name_first_name_index" ON "multi_site_cleaners" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "jobs_status_run_after_index" ON "jobs" USING btree ("status","run_after");--> statement-breakpoint
CREATE INDEX "login_attempts_user_name_attempted_at_index" ON "login_attempts" USING btree ("user_name","attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_address_attempted_at_index" ON "login_attempts" USING btree ("address","attempted_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_index" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "bin_collections_tenant_id_lifted_at_index" ON "bin_collections" USING btree ("tenant_id","lifted_at");--> statement-breakpoint
CREATE INDEX "bin_collections_tenant_id_bin_tag_index" ON "bin_collections" USING btree ("tenant_id","bin_tag");--> statement-breakpoint
CREATE INDEX "bin_collections_tenant_id_waste_stream_id_lifted_at_index" ON "bin_collections" USING btree ("tenant_id","waste_stream_id","lifted_at");--> statement-breakpoint
CREATE INDEX "collection_limits_tenant_id_waste_stream_id_index" ON "collection_limits" USING btree ("tenant_id","waste_stream_id");--> statement-breakpoint
CREATE INDEX "collection_services_tenant_id_name_index" ON "collection_services" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "collection_services_tenant_id_waste_stream_id_index" ON "collection_services" USING btree ("tenant_id","waste_stream_id");--> statement-breakpoint
CREATE INDEX "collections_tenant_id_collected_at_index" ON "collections" USING btree ("tenant_id","collected_at");--> statement-breakpoint
CREATE INDEX "collections_tenant_id_customer_id_collected_at_index" ON "collections" USING btree ("tenant_id","customer_id","collected_at");--> statement-breakpoint
CREATE INDEX "collections_tenant_id_waste_stream_id_collected_at_index" ON "collections" USING btree ("tenant_id","waste_stream_id","collected_at");--> statement-breakpoint
CREATE INDEX "collections_collection_service_id_index" ON "collections" USING btree ("collection_service_id");--> statement-breakpoint
CREATE INDEX "bin_counts_tenant_id_count_date_index" ON "bin_counts" USING btree ("tenant_id","count_date");--> statement-breakpoint
CREATE INDEX "bin_counts_tenant_id_waste_stream_id_count_date_index" ON "bin_counts" USING btree ("tenant_id","waste_stream_id","count_date");--> statement-breakpoint
CREATE INDEX "bin_counts_tenant_id_customer_id_count_date_index" ON "bin_counts" USING btree ("tenant_id","customer_id","count_date");--> statement-breakpoint
CREATE INDEX "service_tallies_tenant_id_tally_date_index" ON "service_tallies" USING btree ("tenant_id","tally_date");--> statement-breakpoint
CREATE INDEX "service_tallies_tenant_id_service_type_id_tally_date_index" ON "service_tallies" USING btree ("tenant_id","service_type_id","tally_date");