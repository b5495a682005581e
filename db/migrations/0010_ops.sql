CREATE TABLE "deployment_secrets" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
