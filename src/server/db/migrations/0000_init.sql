CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
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
	"version" integer DEFAULT 1 NOT NULL,
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
	"version" integer DEFAULT 1 NOT NULL,
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
	"version" integer DEFAULT 1 NOT NULL,
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
	"version" integer DEFAULT 1 NOT NULL,
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
	"version" integer DEFAULT 1 NOT NULL,
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
	"version" integer DEFAULT 1 NOT NULL,
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
	"version" integer DEFAULT 1 NOT NULL,
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
	"security_stamp" integer DEFAULT 0 NOT NULL,
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
	"version" integer DEFAULT 1 NOT NULL,
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
	"height_mm" integer
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
	"version" integer DEFAULT 1 NOT NULL,
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
	"icon_attachment_id" integer
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
	"version" integer DEFAULT 1 NOT NULL,
	"name" varchar(80) NOT NULL,
	"code" varchar(10),
	"unit" varchar(10) DEFAULT 'Each' NOT NULL,
	"default_rate_aud" numeric(12, 2),
	"waste_stream_id" integer,
	"requires_bin_type" boolean DEFAULT false NOT NULL
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
	"version" integer DEFAULT 1 NOT NULL,
	"name" varchar(60) NOT NULL,
	"code" varchar(6) NOT NULL,
	"fate" varchar(20) NOT NULL,
	"nabers_category" varchar(20),
	"lid_colour" varchar(12),
	"default_density_kg_per_l" numeric(5, 3),
	"chart_colour" varchar(7),
	"sort_order" integer DEFAULT 0 NOT NULL
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
	"version" integer DEFAULT 1 NOT NULL,
	"name" varchar(80) NOT NULL,
	"code" varchar(10),
	"examples" varchar(300),
	"density_kg_per_l" numeric(5, 3),
	"waste_stream_id" integer NOT NULL,
	"is_furniture_recycle_type" boolean DEFAULT false NOT NULL,
	"is_furniture_landfill_type" boolean DEFAULT false NOT NULL
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
	"version" integer DEFAULT 1 NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"primary_location_id" integer NOT NULL,
	"secondary_location_id" integer,
	"equipment_id" integer,
	"instructions" varchar(500)
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
	"version" integer DEFAULT 1 NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"level_number" integer,
	"location_type" varchar(20),
	"sort_order" integer DEFAULT 0 NOT NULL
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
	"version" integer DEFAULT 1 NOT NULL,
	"tenant_id" integer NOT NULL,
	"primary_location_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"customer_id" integer
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
	"version" integer DEFAULT 1 NOT NULL,
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
	"version" integer DEFAULT 1 NOT NULL,
	"first_name" varchar(60) NOT NULL,
	"last_name" varchar(60) NOT NULL,
	"full_name" varchar(121) GENERATED ALWAYS AS (first_name || ' ' || last_name) STORED,
	"company" varchar(150),
	"email" varchar(256) NOT NULL,
	"phone" varchar(12),
	"is_nabers_accredited" boolean DEFAULT false NOT NULL,
	"accreditation_no" varchar(20),
	"user_id" integer
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
	"version" integer DEFAULT 1 NOT NULL,
	"tenant_id" integer NOT NULL,
	"first_name" varchar(60) NOT NULL,
	"last_name" varchar(60) NOT NULL,
	"full_name" varchar(121) GENERATED ALWAYS AS (first_name || ' ' || last_name) STORED,
	"employee_code" varchar(20),
	"cleaning_company" varchar(150),
	"pin_hash" varchar(200),
	"shift" varchar(10),
	"inducted_on" date
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
	"version" integer DEFAULT 1 NOT NULL,
	"name" varchar(150) NOT NULL,
	"contractor_company" varchar(150) NOT NULL,
	"abn" varchar(11),
	"facility_name" varchar(150) NOT NULL,
	"facility_address" varchar(250),
	"facility_type" varchar(30),
	"epa_licence_no" varchar(30),
	"email" varchar(256),
	"phone" varchar(12)
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
	"version" integer DEFAULT 1 NOT NULL,
	"tenant_id" integer NOT NULL,
	"first_name" varchar(60) NOT NULL,
	"last_name" varchar(60) NOT NULL,
	"full_name" varchar(121) GENERATED ALWAYS AS (first_name || ' ' || last_name) STORED,
	"email" varchar(256) NOT NULL,
	"phone" varchar(12),
	"company" varchar(150),
	"position" varchar(100),
	"user_id" integer,
	"receives_reports" boolean DEFAULT false NOT NULL
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
	"version" integer DEFAULT 1 NOT NULL,
	"first_name" varchar(60) NOT NULL,
	"last_name" varchar(60) NOT NULL,
	"full_name" varchar(121) GENERATED ALWAYS AS (first_name || ' ' || last_name) STORED,
	"employee_code" varchar(20),
	"cleaning_company" varchar(150),
	"pin_hash" varchar(200),
	"shift" varchar(10),
	"inducted_on" date
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(20) DEFAULT 'NotStarted' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"user_id" integer,
	"tenant_id" integer,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" varchar(100),
	"heartbeat_at" timestamp with time zone,
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
	"security_stamp" integer DEFAULT 0 NOT NULL,
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
	"version" integer DEFAULT 1 NOT NULL,
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
	"version" integer DEFAULT 1 NOT NULL,
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
	"notify_email" varchar(256)
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
	"version" integer DEFAULT 1 NOT NULL,
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
	CONSTRAINT "collection_services_qrCode_unique" UNIQUE("qr_code")
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
	"version" integer DEFAULT 1 NOT NULL,
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
	"version" integer DEFAULT 1 NOT NULL,
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
	"version" integer DEFAULT 1 NOT NULL,
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
CREATE TABLE "api_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"customer_id" integer,
	"name" varchar(100) NOT NULL,
	"target_system" varchar(30) NOT NULL,
	"direction" varchar(10) NOT NULL,
	"base_url" varchar(500) NOT NULL,
	"auth_type" varchar(30) DEFAULT 'None' NOT NULL,
	"auth_user" varchar(200),
	"auth_secret_encrypted" text,
	"data_scope" varchar(20)[] DEFAULT '{}'::varchar[] NOT NULL,
	"schedule" varchar(10) DEFAULT 'Daily' NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_status" varchar(200),
	CONSTRAINT "api_configurations_kind" CHECK ("api_configurations"."kind" in (1, 2)),
	CONSTRAINT "api_configurations_tenant_has_customer" CHECK ("api_configurations"."kind" <> 2 or "api_configurations"."customer_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "company_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"company_name" varchar(150) NOT NULL,
	"primary_colour" varchar(7),
	"top_menu_logo" varchar(500),
	"minimized_menu_logo" varchar(500),
	"support_email" varchar(256),
	"support_phone" varchar(12),
	"website_url" varchar(500),
	"default_landing_page" varchar(200),
	"report_footer" varchar(500),
	"default_time_zone" varchar(40) DEFAULT 'Australia/Sydney' NOT NULL,
	"co2e_kg_per_kg_landfill" numeric(6, 3)
);
--> statement-breakpoint
CREATE TABLE "import_problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"column" varchar(100) NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"tenant_id" integer NOT NULL,
	"import_type" varchar(30) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"format" varchar(4) NOT NULL,
	"size_bytes" integer,
	"import_status" varchar(24) DEFAULT 'Uploaded' NOT NULL,
	"total_rows" integer,
	"imported_rows" integer,
	"failed_rows" integer,
	"error_report_attachment_id" integer,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"checkpoint_row" integer DEFAULT 0 NOT NULL,
	"added_rows" integer DEFAULT 0 NOT NULL,
	"updated_rows" integer DEFAULT 0 NOT NULL,
	"unchanged_rows" integer DEFAULT 0 NOT NULL,
	"refused_rows" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" integer,
	"requested_by_id" integer NOT NULL,
	"report_type" varchar(40) NOT NULL,
	"report_id" varchar(100) NOT NULL,
	"report_name" varchar(200) NOT NULL,
	"status" varchar(12) DEFAULT 'NotStarted' NOT NULL,
	"percent_complete" smallint DEFAULT 0 NOT NULL,
	"resource_location" varchar(1000),
	"resource_file_extension" varchar(10),
	"expiration_time" timestamp with time zone,
	"created_date_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_action_date_time" timestamp with time zone DEFAULT now() NOT NULL,
	"error_message" text
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"tenant_id" integer NOT NULL,
	"subject" varchar(150) NOT NULL,
	"description" text NOT NULL,
	"page_url" varchar(200),
	"category" varchar(20) DEFAULT 'Other' NOT NULL,
	"priority" varchar(10) DEFAULT 'Normal' NOT NULL,
	"state" varchar(20) DEFAULT 'Open' NOT NULL,
	"assigned_to_id" integer,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"tenant_id" integer NOT NULL,
	"transaction_date" date NOT NULL,
	"period_start" date,
	"period_end" date,
	"destination_contractor_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"waste_stream_id" integer NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_of_measure" varchar(10),
	"volume_m_3" numeric(10, 3),
	"weight_kg" numeric(10, 2),
	"weight_method" varchar(20),
	"unit_price_aud" numeric(12, 2),
	"amount_aud" numeric(12, 2),
	"levy_aud" numeric(12, 2),
	"invoice_no" varchar(30),
	"docket_no" varchar(30),
	"vehicle_rego" varchar(10),
	"customer_id" integer,
	"import_id" integer
);
--> statement-breakpoint
CREATE TABLE "audit_collection_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"audit_collection_id" integer NOT NULL,
	"waste_type_id" integer NOT NULL,
	"weight_kg" numeric(10, 2) NOT NULL,
	"item_count" integer,
	"is_contaminant" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"tenant_id" integer NOT NULL,
	"waste_audit_id" integer NOT NULL,
	"audit_service_id" integer,
	"customer_id" integer,
	"primary_location_id" integer,
	"presented_stream_id" integer NOT NULL,
	"bin_type_id" integer,
	"sampled_at" timestamp with time zone NOT NULL,
	"audit_day" smallint,
	"stage" smallint NOT NULL,
	"net_kg" numeric(10, 2) NOT NULL,
	"fill_pct" smallint,
	"notes" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "audit_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"tenant_id" integer NOT NULL,
	"waste_audit_id" integer NOT NULL,
	"stage" smallint NOT NULL,
	"bin_type_id" integer NOT NULL,
	"waste_stream_id" integer NOT NULL,
	"primary_location_id" integer,
	"customer_id" integer,
	"count" integer NOT NULL,
	"fill_pct" smallint
);
--> statement-breakpoint
CREATE TABLE "audit_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"waste_audit_id" integer,
	"customer_id" integer,
	"presented_stream_id" integer NOT NULL,
	"bin_type_id" integer,
	"collection_point_id" integer,
	"qr_code" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "infrastructure_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"tenant_id" integer NOT NULL,
	"audit_date" date NOT NULL,
	"auditor_id" integer NOT NULL,
	"audit_status" varchar(20) DEFAULT 'Planned' NOT NULL,
	"overall_score_pct" numeric(5, 2),
	"recommendations" text
);
--> statement-breakpoint
CREATE TABLE "level_infrastructure_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"tenant_id" integer NOT NULL,
	"infrastructure_audit_id" integer NOT NULL,
	"primary_location_id" integer NOT NULL,
	"customer_id" integer,
	"signage" varchar(20) NOT NULL,
	"bin_labelling" varchar(10),
	"liners" varchar(10),
	"colours_compliant" boolean DEFAULT false NOT NULL,
	"has_ewaste_station" boolean DEFAULT false NOT NULL,
	"has_battery_station" boolean DEFAULT false NOT NULL,
	"issues" text
);
--> statement-breakpoint
CREATE TABLE "level_infrastructure_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"level_infrastructure_audit_id" integer NOT NULL,
	"bin_type_id" integer NOT NULL,
	"waste_stream_id" integer NOT NULL,
	"placement" varchar(20) NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waste_audit_co_auditors" (
	"waste_audit_id" integer NOT NULL,
	"auditor_id" integer NOT NULL,
	CONSTRAINT "waste_audit_co_auditors_waste_audit_id_auditor_id_pk" PRIMARY KEY("waste_audit_id","auditor_id")
);
--> statement-breakpoint
CREATE TABLE "waste_audit_customers" (
	"waste_audit_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	CONSTRAINT "waste_audit_customers_waste_audit_id_customer_id_pk" PRIMARY KEY("waste_audit_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "waste_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" varchar(150) NOT NULL,
	"audit_type" varchar(20) NOT NULL,
	"scope" varchar(20) DEFAULT 'WholeBuilding' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"auditor_id" integer NOT NULL,
	"audit_status" varchar(20) DEFAULT 'Planned' NOT NULL,
	"target_bins_per_stream" integer,
	"methodology" text,
	"report_attachment_id" integer,
	"sampled_kg" numeric(10, 2),
	"contamination_pct" numeric(5, 2),
	"recoverable_in_general_pct" numeric(5, 2)
);
--> statement-breakpoint
CREATE TABLE "furniture_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" varchar(60) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "furniture_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"tenant_id" integer NOT NULL,
	"furniture_type_id" integer NOT NULL,
	"furniture_location_id" integer NOT NULL,
	"customer_id" integer,
	"asset_tag" varchar(30),
	"quantity" integer DEFAULT 1 NOT NULL,
	"condition" varchar(12),
	"furniture_status" varchar(20) DEFAULT 'Available' NOT NULL,
	"outcome_date" date,
	"outcome_waste_type_id" integer,
	"recipient" varchar(150),
	"destination_contractor_id" integer,
	"unit_weight_kg" numeric(10, 2),
	"est_value_aud" numeric(12, 2)
);
--> statement-breakpoint
CREATE TABLE "furniture_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"primary_location_id" integer,
	"secondary_location_id" integer,
	"location_type" varchar(20) DEFAULT 'Storage' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "furniture_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"furniture_category_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"typical_weight_kg" numeric(10, 2),
	"recycle_waste_type_id" integer,
	"landfill_waste_type_id" integer
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"tenant_id" integer NOT NULL,
	"serial_number" varchar(50) NOT NULL,
	"equipment_type" varchar(20) NOT NULL,
	"make" varchar(60),
	"model" varchar(60),
	"capacity_kg" numeric(10, 2),
	"resolution_kg" numeric(6, 3),
	"calibration_date" date,
	"calibration_due_date" date,
	"certificate_no" varchar(40),
	"collection_point_id" integer,
	"installed_on" date,
	"state" varchar(20) DEFAULT 'InService' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tablet_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"modified_at" timestamp with time zone,
	"modified_by_id" integer,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"config_version" integer DEFAULT 0 NOT NULL,
	"generated_at" timestamp with time zone,
	"require_cleaner_pin" boolean DEFAULT false NOT NULL,
	"require_photo" varchar(20) DEFAULT 'Never' NOT NULL,
	"allow_manual_weight" boolean DEFAULT true NOT NULL,
	"scale_equipment_id" integer,
	"stable_weight_seconds" smallint DEFAULT 3 NOT NULL,
	"idle_logout_seconds" integer DEFAULT 300 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tablet_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tablet_configuration_id" integer NOT NULL,
	"collection_service_id" integer,
	"product_id" integer,
	"waste_stream_id" integer,
	"label" varchar(40) NOT NULL,
	"icon_attachment_id" integer,
	"colour" varchar(7),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tablet_items_one_target" CHECK (num_nonnulls("tablet_items"."collection_service_id", "tablet_items"."product_id", "tablet_items"."waste_stream_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "known_sign_in_addresses" (
	"user_id" integer NOT NULL,
	"address" varchar(64) NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_sign_in_addresses_user_id_address_pk" PRIMARY KEY("user_id","address")
);
--> statement-breakpoint
CREATE TABLE "password_reset_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" varchar(256) NOT NULL,
	"address" varchar(64) NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" varchar(255) NOT NULL,
	"fingerprint" text NOT NULL,
	"entity_id" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_rollups" (
	"tenant_id" integer NOT NULL,
	"grain" char(1) NOT NULL,
	"day" date NOT NULL,
	"consolidated_service_id" integer,
	"waste_stream_id" integer NOT NULL,
	"customer_id" integer,
	"collections" integer DEFAULT 0 NOT NULL,
	"contaminated" integer DEFAULT 0 NOT NULL,
	"contaminated_low" integer DEFAULT 0 NOT NULL,
	"contaminated_medium" integer DEFAULT 0 NOT NULL,
	"contaminated_high" integer DEFAULT 0 NOT NULL,
	"net_kg" numeric(16, 2) DEFAULT 0 NOT NULL,
	"actual_kg" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_rollups_key" UNIQUE NULLS NOT DISTINCT("tenant_id","grain","day","consolidated_service_id","waste_stream_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "transaction_rollups" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"waste_stream_id" integer NOT NULL,
	"customer_id" integer,
	"destination_contractor_id" integer NOT NULL,
	"transactions" integer DEFAULT 0 NOT NULL,
	"weight_kg" numeric(16, 2) DEFAULT 0 NOT NULL,
	"actual_kg" numeric(16, 2) DEFAULT 0 NOT NULL,
	"amount_aud" numeric(16, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "transaction_rollups_key" UNIQUE NULLS NOT DISTINCT("tenant_id","day","waste_stream_id","customer_id","destination_contractor_id")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"entity" varchar(60) NOT NULL,
	"record_id" integer NOT NULL,
	"tenant_id" integer,
	"action" varchar(10) NOT NULL,
	"source" varchar(10) NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tenant_id" integer,
	"entity" varchar(64) NOT NULL,
	"name" varchar(80) NOT NULL,
	"state" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone
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
ALTER TABLE "api_configurations" ADD CONSTRAINT "api_configurations_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_configurations" ADD CONSTRAINT "api_configurations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_problems" ADD CONSTRAINT "import_problems_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_exports" ADD CONSTRAINT "report_exports_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_destination_contractor_id_destination_contractors_id_fk" FOREIGN KEY ("destination_contractor_id") REFERENCES "public"."destination_contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_waste_stream_id_waste_streams_id_fk" FOREIGN KEY ("waste_stream_id") REFERENCES "public"."waste_streams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_collection_items" ADD CONSTRAINT "audit_collection_items_audit_collection_id_audit_collections_id_fk" FOREIGN KEY ("audit_collection_id") REFERENCES "public"."audit_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_collection_items" ADD CONSTRAINT "audit_collection_items_waste_type_id_waste_types_id_fk" FOREIGN KEY ("waste_type_id") REFERENCES "public"."waste_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_collections" ADD CONSTRAINT "audit_collections_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_collections" ADD CONSTRAINT "audit_collections_waste_audit_id_waste_audits_id_fk" FOREIGN KEY ("waste_audit_id") REFERENCES "public"."waste_audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_collections" ADD CONSTRAINT "audit_collections_audit_service_id_audit_services_id_fk" FOREIGN KEY ("audit_service_id") REFERENCES "public"."audit_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_collections" ADD CONSTRAINT "audit_collections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_collections" ADD CONSTRAINT "audit_collections_primary_location_id_primary_locations_id_fk" FOREIGN KEY ("primary_location_id") REFERENCES "public"."primary_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_collections" ADD CONSTRAINT "audit_collections_presented_stream_id_waste_streams_id_fk" FOREIGN KEY ("presented_stream_id") REFERENCES "public"."waste_streams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_collections" ADD CONSTRAINT "audit_collections_bin_type_id_bin_types_id_fk" FOREIGN KEY ("bin_type_id") REFERENCES "public"."bin_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_counts" ADD CONSTRAINT "audit_counts_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_counts" ADD CONSTRAINT "audit_counts_waste_audit_id_waste_audits_id_fk" FOREIGN KEY ("waste_audit_id") REFERENCES "public"."waste_audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_counts" ADD CONSTRAINT "audit_counts_bin_type_id_bin_types_id_fk" FOREIGN KEY ("bin_type_id") REFERENCES "public"."bin_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_counts" ADD CONSTRAINT "audit_counts_waste_stream_id_waste_streams_id_fk" FOREIGN KEY ("waste_stream_id") REFERENCES "public"."waste_streams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_counts" ADD CONSTRAINT "audit_counts_primary_location_id_primary_locations_id_fk" FOREIGN KEY ("primary_location_id") REFERENCES "public"."primary_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_counts" ADD CONSTRAINT "audit_counts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_services" ADD CONSTRAINT "audit_services_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_services" ADD CONSTRAINT "audit_services_waste_audit_id_waste_audits_id_fk" FOREIGN KEY ("waste_audit_id") REFERENCES "public"."waste_audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_services" ADD CONSTRAINT "audit_services_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_services" ADD CONSTRAINT "audit_services_presented_stream_id_waste_streams_id_fk" FOREIGN KEY ("presented_stream_id") REFERENCES "public"."waste_streams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_services" ADD CONSTRAINT "audit_services_bin_type_id_bin_types_id_fk" FOREIGN KEY ("bin_type_id") REFERENCES "public"."bin_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_services" ADD CONSTRAINT "audit_services_collection_point_id_collection_points_id_fk" FOREIGN KEY ("collection_point_id") REFERENCES "public"."collection_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infrastructure_audits" ADD CONSTRAINT "infrastructure_audits_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "infrastructure_audits" ADD CONSTRAINT "infrastructure_audits_auditor_id_auditors_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_infrastructure_audits" ADD CONSTRAINT "level_infrastructure_audits_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_infrastructure_audits" ADD CONSTRAINT "level_infrastructure_audits_infrastructure_audit_id_infrastructure_audits_id_fk" FOREIGN KEY ("infrastructure_audit_id") REFERENCES "public"."infrastructure_audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_infrastructure_audits" ADD CONSTRAINT "level_infrastructure_audits_primary_location_id_primary_locations_id_fk" FOREIGN KEY ("primary_location_id") REFERENCES "public"."primary_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_infrastructure_audits" ADD CONSTRAINT "level_infrastructure_audits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_infrastructure_items" ADD CONSTRAINT "level_infrastructure_items_level_infrastructure_audit_id_level_infrastructure_audits_id_fk" FOREIGN KEY ("level_infrastructure_audit_id") REFERENCES "public"."level_infrastructure_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_infrastructure_items" ADD CONSTRAINT "level_infrastructure_items_bin_type_id_bin_types_id_fk" FOREIGN KEY ("bin_type_id") REFERENCES "public"."bin_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_infrastructure_items" ADD CONSTRAINT "level_infrastructure_items_waste_stream_id_waste_streams_id_fk" FOREIGN KEY ("waste_stream_id") REFERENCES "public"."waste_streams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_audit_co_auditors" ADD CONSTRAINT "waste_audit_co_auditors_waste_audit_id_waste_audits_id_fk" FOREIGN KEY ("waste_audit_id") REFERENCES "public"."waste_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_audit_co_auditors" ADD CONSTRAINT "waste_audit_co_auditors_auditor_id_auditors_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_audit_customers" ADD CONSTRAINT "waste_audit_customers_waste_audit_id_waste_audits_id_fk" FOREIGN KEY ("waste_audit_id") REFERENCES "public"."waste_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_audit_customers" ADD CONSTRAINT "waste_audit_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_audits" ADD CONSTRAINT "waste_audits_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waste_audits" ADD CONSTRAINT "waste_audits_auditor_id_auditors_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."auditors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "furniture_items" ADD CONSTRAINT "furniture_items_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "furniture_items" ADD CONSTRAINT "furniture_items_furniture_type_id_furniture_types_id_fk" FOREIGN KEY ("furniture_type_id") REFERENCES "public"."furniture_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "furniture_items" ADD CONSTRAINT "furniture_items_furniture_location_id_furniture_locations_id_fk" FOREIGN KEY ("furniture_location_id") REFERENCES "public"."furniture_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "furniture_items" ADD CONSTRAINT "furniture_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "furniture_items" ADD CONSTRAINT "furniture_items_outcome_waste_type_id_waste_types_id_fk" FOREIGN KEY ("outcome_waste_type_id") REFERENCES "public"."waste_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "furniture_items" ADD CONSTRAINT "furniture_items_destination_contractor_id_destination_contractors_id_fk" FOREIGN KEY ("destination_contractor_id") REFERENCES "public"."destination_contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "furniture_locations" ADD CONSTRAINT "furniture_locations_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "furniture_locations" ADD CONSTRAINT "furniture_locations_primary_location_id_primary_locations_id_fk" FOREIGN KEY ("primary_location_id") REFERENCES "public"."primary_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "furniture_locations" ADD CONSTRAINT "furniture_locations_secondary_location_id_secondary_locations_id_fk" FOREIGN KEY ("secondary_location_id") REFERENCES "public"."secondary_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "furniture_types" ADD CONSTRAINT "furniture_types_furniture_category_id_furniture_categories_id_fk" FOREIGN KEY ("furniture_category_id") REFERENCES "public"."furniture_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "furniture_types" ADD CONSTRAINT "furniture_types_recycle_waste_type_id_waste_types_id_fk" FOREIGN KEY ("recycle_waste_type_id") REFERENCES "public"."waste_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "furniture_types" ADD CONSTRAINT "furniture_types_landfill_waste_type_id_waste_types_id_fk" FOREIGN KEY ("landfill_waste_type_id") REFERENCES "public"."waste_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_collection_point_id_collection_points_id_fk" FOREIGN KEY ("collection_point_id") REFERENCES "public"."collection_points"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tablet_configurations" ADD CONSTRAINT "tablet_configurations_tenant_id_packages_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."packages"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tablet_configurations" ADD CONSTRAINT "tablet_configurations_scale_equipment_id_equipment_id_fk" FOREIGN KEY ("scale_equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tablet_items" ADD CONSTRAINT "tablet_items_tablet_configuration_id_tablet_configurations_id_fk" FOREIGN KEY ("tablet_configuration_id") REFERENCES "public"."tablet_configurations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tablet_items" ADD CONSTRAINT "tablet_items_collection_service_id_collection_services_id_fk" FOREIGN KEY ("collection_service_id") REFERENCES "public"."collection_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tablet_items" ADD CONSTRAINT "tablet_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tablet_items" ADD CONSTRAINT "tablet_items_waste_stream_id_waste_streams_id_fk" FOREIGN KEY ("waste_stream_id") REFERENCES "public"."waste_streams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_sign_in_addresses" ADD CONSTRAINT "known_sign_in_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_owner_type_owner_id_index" ON "attachments" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "contacts_tenant_id_last_name_index" ON "contacts" USING btree ("tenant_id","last_name");--> statement-breakpoint
CREATE INDEX "customers_tenant_id_name_index" ON "customers" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "notes_tenant_id_entity_type_entity_id_index" ON "notes" USING btree ("tenant_id","entity_type","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bin_types_name_live" ON "bin_types" USING btree ("name") WHERE "bin_types"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "bin_types_capacity_l_index" ON "bin_types" USING btree ("capacity_l");--> statement-breakpoint
CREATE INDEX "bin_types_waste_stream_id_index" ON "bin_types" USING btree ("waste_stream_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_name_live" ON "products" USING btree (coalesce("tenant_id", 0),"name") WHERE "products"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "products_tenant_id_name_index" ON "products" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "products_waste_stream_id_index" ON "products" USING btree ("waste_stream_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_types_name_live" ON "service_types" USING btree ("name") WHERE "service_types"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "waste_streams_name_live" ON "waste_streams" USING btree ("name") WHERE "waste_streams"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "waste_streams_code_live" ON "waste_streams" USING btree ("code") WHERE "waste_streams"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "waste_streams_sort_order_name_index" ON "waste_streams" USING btree ("sort_order","name");--> statement-breakpoint
CREATE UNIQUE INDEX "waste_types_name_live" ON "waste_types" USING btree ("name") WHERE "waste_types"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "waste_types_waste_stream_id_index" ON "waste_types" USING btree ("waste_stream_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_points_name_live" ON "collection_points" USING btree ("tenant_id","name") WHERE "collection_points"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "collection_points_tenant_id_primary_location_id_index" ON "collection_points" USING btree ("tenant_id","primary_location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "primary_locations_name_live" ON "primary_locations" USING btree ("tenant_id","name") WHERE "primary_locations"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "primary_locations_tenant_id_sort_order_level_number_index" ON "primary_locations" USING btree ("tenant_id","sort_order","level_number");--> statement-breakpoint
CREATE UNIQUE INDEX "secondary_locations_name_live" ON "secondary_locations" USING btree ("primary_location_id","name") WHERE "secondary_locations"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "secondary_locations_tenant_id_name_index" ON "secondary_locations" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "secondary_locations_tenant_id_customer_id_index" ON "secondary_locations" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "site_informations_tenant_id_sort_order_title_index" ON "site_informations" USING btree ("tenant_id","sort_order","title");--> statement-breakpoint
CREATE INDEX "site_informations_tenant_id_category_index" ON "site_informations" USING btree ("tenant_id","category");--> statement-breakpoint
CREATE INDEX "auditors_last_name_first_name_index" ON "auditors" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "auditors_email_live" ON "auditors" USING btree ("email") WHERE "auditors"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "cleaners_tenant_id_last_name_first_name_index" ON "cleaners" USING btree ("tenant_id","last_name","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "cleaners_employee_code_live" ON "cleaners" USING btree ("tenant_id","employee_code") WHERE "cleaners"."is_deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "destination_contractors_name_live" ON "destination_contractors" USING btree ("name") WHERE "destination_contractors"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "destination_contractors_contractor_company_index" ON "destination_contractors" USING btree ("contractor_company");--> statement-breakpoint
CREATE INDEX "managers_tenant_id_last_name_first_name_index" ON "managers" USING btree ("tenant_id","last_name","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "managers_email_live" ON "managers" USING btree ("tenant_id","email") WHERE "managers"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "multi_site_cleaner_buildings_tenant_id_index" ON "multi_site_cleaner_buildings" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "multi_site_cleaners_last_name_first_name_index" ON "multi_site_cleaners" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "multi_site_cleaners_employee_code_live" ON "multi_site_cleaners" USING btree ("employee_code") WHERE "multi_site_cleaners"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "jobs_status_run_after_index" ON "jobs" USING btree ("status","run_after");--> statement-breakpoint
CREATE INDEX "login_attempts_user_name_attempted_at_index" ON "login_attempts" USING btree ("user_name","attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_address_attempted_at_index" ON "login_attempts" USING btree ("address","attempted_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_index" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "bin_collections_tenant_id_lifted_at_index" ON "bin_collections" USING btree ("tenant_id","lifted_at");--> statement-breakpoint
CREATE INDEX "bin_collections_tenant_id_bin_tag_index" ON "bin_collections" USING btree ("tenant_id","bin_tag");--> statement-breakpoint
CREATE INDEX "bin_collections_tenant_id_waste_stream_id_lifted_at_index" ON "bin_collections" USING btree ("tenant_id","waste_stream_id","lifted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_limits_scope_live" ON "collection_limits" USING btree ("tenant_id","waste_stream_id",coalesce("product_id", 0),coalesce("bin_type_id", 0),coalesce("customer_id", 0),"period") WHERE "collection_limits"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "collection_limits_tenant_id_waste_stream_id_index" ON "collection_limits" USING btree ("tenant_id","waste_stream_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_services_scope_live" ON "collection_services" USING btree ("tenant_id",coalesce("customer_id", 0),"waste_stream_id",coalesce("collection_point_id", 0)) WHERE "collection_services"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "collection_services_tenant_id_name_index" ON "collection_services" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "collection_services_tenant_id_waste_stream_id_index" ON "collection_services" USING btree ("tenant_id","waste_stream_id");--> statement-breakpoint
CREATE INDEX "collections_live_tenant_time" ON "collections" USING btree ("tenant_id","collected_at","id") WHERE "collections"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "collections_live_tenant_customer_time" ON "collections" USING btree ("tenant_id","customer_id","collected_at","id") WHERE "collections"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "collections_live_tenant_stream_time" ON "collections" USING btree ("tenant_id","waste_stream_id","collected_at","id") WHERE "collections"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "collections_collection_service_id_collected_at_id_index" ON "collections" USING btree ("collection_service_id","collected_at","id");--> statement-breakpoint
CREATE INDEX "collections_live_time" ON "collections" USING btree ("collected_at","id") WHERE "collections"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "collections_live_activity" ON "collections" USING btree (coalesce("modified_at", "created_at"),"id") WHERE "collections"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "collections_live_tenant_activity" ON "collections" USING btree ("tenant_id",coalesce("modified_at", "created_at"),"id") WHERE "collections"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "bin_counts_tenant_id_count_date_index" ON "bin_counts" USING btree ("tenant_id","count_date");--> statement-breakpoint
CREATE INDEX "bin_counts_tenant_id_waste_stream_id_count_date_index" ON "bin_counts" USING btree ("tenant_id","waste_stream_id","count_date");--> statement-breakpoint
CREATE INDEX "bin_counts_tenant_id_customer_id_count_date_index" ON "bin_counts" USING btree ("tenant_id","customer_id","count_date");--> statement-breakpoint
CREATE INDEX "service_tallies_tenant_id_tally_date_index" ON "service_tallies" USING btree ("tenant_id","tally_date");--> statement-breakpoint
CREATE INDEX "service_tallies_tenant_id_service_type_id_tally_date_index" ON "service_tallies" USING btree ("tenant_id","service_type_id","tally_date");--> statement-breakpoint
CREATE UNIQUE INDEX "api_configurations_name_live" ON "api_configurations" USING btree ("tenant_id","kind","name") WHERE "api_configurations"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "api_configurations_tenant_id_customer_id_index" ON "api_configurations" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_configurations_name_live" ON "company_configurations" USING btree ("company_name") WHERE "company_configurations"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "import_problems_import_id_row_number_index" ON "import_problems" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE INDEX "imports_tenant_id_created_at_index" ON "imports" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "imports_tenant_id_import_type_import_status_index" ON "imports" USING btree ("tenant_id","import_type","import_status");--> statement-breakpoint
CREATE INDEX "report_exports_requested_by_id_created_date_time_index" ON "report_exports" USING btree ("requested_by_id","created_date_time");--> statement-breakpoint
CREATE INDEX "report_exports_status_created_date_time_index" ON "report_exports" USING btree ("status","created_date_time");--> statement-breakpoint
CREATE INDEX "support_requests_tenant_id_state_created_at_index" ON "support_requests" USING btree ("tenant_id","state","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_assigned_to_id_index" ON "support_requests" USING btree ("assigned_to_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_docket_live" ON "transactions" USING btree ("tenant_id","destination_contractor_id","docket_no","product_id") WHERE "transactions"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "transactions_tenant_id_transaction_date_index" ON "transactions" USING btree ("tenant_id","transaction_date");--> statement-breakpoint
CREATE INDEX "transactions_tenant_id_waste_stream_id_transaction_date_index" ON "transactions" USING btree ("tenant_id","waste_stream_id","transaction_date");--> statement-breakpoint
CREATE INDEX "transactions_tenant_id_destination_contractor_id_index" ON "transactions" USING btree ("tenant_id","destination_contractor_id");--> statement-breakpoint
CREATE INDEX "transactions_tenant_id_customer_id_index" ON "transactions" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "transactions_import_id_index" ON "transactions" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "audit_collection_items_audit_collection_id_index" ON "audit_collection_items" USING btree ("audit_collection_id");--> statement-breakpoint
CREATE INDEX "audit_collection_items_waste_type_id_index" ON "audit_collection_items" USING btree ("waste_type_id");--> statement-breakpoint
CREATE INDEX "audit_collections_tenant_id_waste_audit_id_sampled_at_index" ON "audit_collections" USING btree ("tenant_id","waste_audit_id","sampled_at");--> statement-breakpoint
CREATE INDEX "audit_collections_waste_audit_id_presented_stream_id_stage_index" ON "audit_collections" USING btree ("waste_audit_id","presented_stream_id","stage");--> statement-breakpoint
CREATE INDEX "audit_counts_tenant_id_waste_audit_id_stage_index" ON "audit_counts" USING btree ("tenant_id","waste_audit_id","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_services_qr_code_live" ON "audit_services" USING btree ("qr_code") WHERE "audit_services"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "audit_services_tenant_id_name_index" ON "audit_services" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "audit_services_tenant_id_waste_audit_id_index" ON "audit_services" USING btree ("tenant_id","waste_audit_id");--> statement-breakpoint
CREATE INDEX "infrastructure_audits_tenant_id_audit_date_index" ON "infrastructure_audits" USING btree ("tenant_id","audit_date");--> statement-breakpoint
CREATE INDEX "infrastructure_audits_auditor_id_index" ON "infrastructure_audits" USING btree ("auditor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "level_infrastructure_audits_level_live" ON "level_infrastructure_audits" USING btree ("infrastructure_audit_id","primary_location_id",coalesce("customer_id", 0)) WHERE "level_infrastructure_audits"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "level_infrastructure_audits_tenant_id_infrastructure_audit_id_index" ON "level_infrastructure_audits" USING btree ("tenant_id","infrastructure_audit_id");--> statement-breakpoint
CREATE INDEX "level_infrastructure_items_level_infrastructure_audit_id_index" ON "level_infrastructure_items" USING btree ("level_infrastructure_audit_id");--> statement-breakpoint
CREATE INDEX "waste_audit_co_auditors_auditor_id_index" ON "waste_audit_co_auditors" USING btree ("auditor_id");--> statement-breakpoint
CREATE INDEX "waste_audit_customers_customer_id_index" ON "waste_audit_customers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "waste_audits_tenant_id_start_date_index" ON "waste_audits" USING btree ("tenant_id","start_date");--> statement-breakpoint
CREATE INDEX "waste_audits_tenant_id_audit_status_index" ON "waste_audits" USING btree ("tenant_id","audit_status");--> statement-breakpoint
CREATE INDEX "waste_audits_auditor_id_index" ON "waste_audits" USING btree ("auditor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "furniture_categories_name_live" ON "furniture_categories" USING btree ("name") WHERE "furniture_categories"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "furniture_categories_sort_order_name_index" ON "furniture_categories" USING btree ("sort_order","name");--> statement-breakpoint
CREATE UNIQUE INDEX "furniture_items_asset_tag_live" ON "furniture_items" USING btree ("tenant_id","asset_tag") WHERE "furniture_items"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "furniture_items_tenant_id_furniture_status_outcome_date_index" ON "furniture_items" USING btree ("tenant_id","furniture_status","outcome_date");--> statement-breakpoint
CREATE INDEX "furniture_items_tenant_id_furniture_type_id_index" ON "furniture_items" USING btree ("tenant_id","furniture_type_id");--> statement-breakpoint
CREATE INDEX "furniture_items_tenant_id_furniture_location_id_index" ON "furniture_items" USING btree ("tenant_id","furniture_location_id");--> statement-breakpoint
CREATE INDEX "furniture_items_tenant_id_customer_id_index" ON "furniture_items" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "furniture_locations_name_live" ON "furniture_locations" USING btree ("tenant_id","name") WHERE "furniture_locations"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "furniture_locations_tenant_id_location_type_index" ON "furniture_locations" USING btree ("tenant_id","location_type");--> statement-breakpoint
CREATE UNIQUE INDEX "furniture_types_name_live" ON "furniture_types" USING btree ("furniture_category_id","name") WHERE "furniture_types"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "furniture_types_name_index" ON "furniture_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_serial_number_live" ON "equipment" USING btree (lower("serial_number")) WHERE "equipment"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "equipment_tenant_id_serial_number_index" ON "equipment" USING btree ("tenant_id","serial_number");--> statement-breakpoint
CREATE INDEX "equipment_tenant_id_calibration_due_date_index" ON "equipment" USING btree ("tenant_id","calibration_due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "tablet_configurations_name_live" ON "tablet_configurations" USING btree ("tenant_id","name") WHERE "tablet_configurations"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "tablet_configurations_tenant_id_generated_at_index" ON "tablet_configurations" USING btree ("tenant_id","generated_at");--> statement-breakpoint
CREATE INDEX "tablet_items_tablet_configuration_id_sort_order_index" ON "tablet_items" USING btree ("tablet_configuration_id","sort_order");--> statement-breakpoint
CREATE INDEX "password_reset_requests_user_name_requested_at_index" ON "password_reset_requests" USING btree ("user_name","requested_at");--> statement-breakpoint
CREATE INDEX "password_reset_requests_address_requested_at_index" ON "password_reset_requests" USING btree ("address","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "audit_log_entity_record_id_at_index" ON "audit_log" USING btree ("entity","record_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_index" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_tenant_id_at_index" ON "audit_log" USING btree ("tenant_id","at");--> statement-breakpoint
CREATE INDEX "saved_views_user_id_entity_index" ON "saved_views" USING btree ("user_id","entity");--> statement-breakpoint
CREATE INDEX "saved_views_shared" ON "saved_views" USING btree ("tenant_id","entity") WHERE "saved_views"."shared";