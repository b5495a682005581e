CREATE TABLE "api_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"player_pk" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" varchar(255),
	"ip" varchar(64),
	CONSTRAINT "api_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"countryno" serial PRIMARY KEY NOT NULL,
	"code" varchar(3) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"name_ko" varchar(80) NOT NULL,
	"filter" varchar(8) NOT NULL,
	"default_timezone" varchar(64) NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "course_holes" (
	"courseno" integer NOT NULL,
	"hole_no" smallint NOT NULL,
	"par" smallint NOT NULL,
	"stroke_index" smallint NOT NULL,
	"distance_blue" smallint NOT NULL,
	"distance_white" smallint NOT NULL,
	"distance_red" smallint NOT NULL,
	"distance_yellow" smallint NOT NULL,
	"dogleg" smallint DEFAULT 0 NOT NULL,
	"hazards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "course_holes_courseno_hole_no_pk" PRIMARY KEY("courseno","hole_no")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"courseno" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"name_ko" varchar(120),
	"countryno" integer NOT NULL,
	"region" varchar(120) NOT NULL,
	"difficulty" smallint NOT NULL,
	"hole_count" smallint DEFAULT 18 NOT NULL,
	"par" smallint NOT NULL,
	"rating" real,
	"slope" smallint,
	"designer" varchar(120),
	"opened_year" smallint,
	"description" text,
	"description_ko" text,
	"image_path" varchar(240),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_pk" integer NOT NULL,
	"purpose" varchar(10) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"inquiryno" serial PRIMARY KEY NOT NULL,
	"player_pk" integer,
	"title" varchar(99) NOT NULL,
	"name" varchar(20) NOT NULL,
	"phone" varchar(20),
	"email" varchar(99) NOT NULL,
	"body" text NOT NULL,
	"status" varchar(7) DEFAULT 'waiting' NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_comments" (
	"commentno" serial PRIMARY KEY NOT NULL,
	"lessonno" integer NOT NULL,
	"player_pk" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "minigame_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"eventno" integer NOT NULL,
	"player_pk" integer NOT NULL,
	"shopno" integer,
	"value" real NOT NULL,
	"achieved_at" timestamp with time zone NOT NULL,
	"rank" integer,
	"is_winner" boolean DEFAULT false NOT NULL,
	"prize" text
);
--> statement-breakpoint
CREATE TABLE "minigame_events" (
	"eventno" serial PRIMARY KEY NOT NULL,
	"name" varchar(160) NOT NULL,
	"name_ko" varchar(160),
	"event_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"shopno" integer,
	"courseno" integer,
	"hole_no" smallint,
	"prize" text,
	"prize_ko" text,
	"description" text,
	"description_ko" text,
	"winner_count" smallint DEFAULT 3 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"image_path" varchar(240),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"noticeno" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_ko" varchar(200),
	"body" text NOT NULL,
	"body_ko" text,
	"pinned" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_badges" (
	"player_pk" integer NOT NULL,
	"badge" varchar(12) NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"roundno" integer,
	"tournamentno" integer,
	CONSTRAINT "player_badges_player_pk_badge_pk" PRIMARY KEY("player_pk","badge")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"player_pk" serial PRIMARY KEY NOT NULL,
	"player_id" varchar(20),
	"password_hash" text,
	"email" varchar(254) NOT NULL,
	"nickname" varchar(19) NOT NULL,
	"firstname" varchar(20) NOT NULL,
	"lastname" varchar(20) NOT NULL,
	"timezone" varchar(64) NOT NULL,
	"countryno" integer,
	"statesno" integer,
	"shopno" integer,
	"gender" varchar(1) NOT NULL,
	"hand" varchar(5) DEFAULT 'right' NOT NULL,
	"teeheight" smallint DEFAULT 40 NOT NULL,
	"fieldunit" varchar(5) DEFAULT 'meter' NOT NULL,
	"greenunit" varchar(5) DEFAULT 'meter' NOT NULL,
	"speedunit" varchar(3) DEFAULT 'kmh' NOT NULL,
	"emailagree" boolean DEFAULT false NOT NULL,
	"privacy_agreed_at" timestamp with time zone,
	"terms_agreed_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"is_initialize" boolean DEFAULT false NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"xhandicap" real,
	"avatar_path" varchar(240),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_player_id_unique" UNIQUE("player_id")
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_pk" integer NOT NULL,
	"season" smallint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"points" integer NOT NULL,
	"tournamentno" integer,
	"reason" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_standings" (
	"season" smallint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"player_pk" integer NOT NULL,
	"countryno" integer,
	"points" integer NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_standings_season_kind_player_pk_pk" PRIMARY KEY("season","kind","player_pk")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"resourceno" serial PRIMARY KEY NOT NULL,
	"category" smallint NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_ko" varchar(200),
	"body" text NOT NULL,
	"body_ko" text,
	"file_path" varchar(240),
	"file_name" varchar(160),
	"file_size" integer,
	"downloads" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"roundno" serial PRIMARY KEY NOT NULL,
	"player_pk" integer NOT NULL,
	"shopno" integer,
	"courseno" integer NOT NULL,
	"tournamentno" integer,
	"played_at" timestamp with time zone NOT NULL,
	"holes" smallint NOT NULL,
	"start_hole" smallint DEFAULT 1 NOT NULL,
	"tee_colour" smallint NOT NULL,
	"strokes" smallint[] NOT NULL,
	"pars" smallint[] NOT NULL,
	"putts" smallint[] NOT NULL,
	"fairways" boolean[] NOT NULL,
	"gir" boolean[] NOT NULL,
	"holed_putt_distances" real[] NOT NULL,
	"driver_distances" real[] NOT NULL,
	"total_strokes" smallint NOT NULL,
	"total_par" smallint NOT NULL,
	"total_putts" smallint NOT NULL,
	"fairway_hits" smallint NOT NULL,
	"fairway_chances" smallint NOT NULL,
	"gir_count" smallint NOT NULL,
	"par_saves" smallint NOT NULL,
	"par_save_chances" smallint NOT NULL,
	"long_putts_holed" smallint NOT NULL,
	"avg_driver" real,
	"max_driver" real,
	"avg_holed_putt" real
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(10) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"player_pk" integer NOT NULL,
	"email" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"statesno" serial PRIMARY KEY NOT NULL,
	"countryno" integer NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"name_ko" varchar(80) NOT NULL,
	"timezone" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"shopno" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"name_ko" varchar(120),
	"countryno" integer NOT NULL,
	"statesno" integer,
	"city" varchar(80) NOT NULL,
	"address" varchar(240) NOT NULL,
	"postal_code" varchar(20),
	"phone" varchar(40),
	"store_type" smallint NOT NULL,
	"timezone" varchar(64) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"simulators" smallint DEFAULT 4 NOT NULL,
	"hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_path" varchar(240),
	"opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swing_lessons" (
	"lessonno" serial PRIMARY KEY NOT NULL,
	"player_pk" integer NOT NULL,
	"title" varchar(160) NOT NULL,
	"club_type" smallint NOT NULL,
	"video_path" varchar(240),
	"poster_path" varchar(240),
	"stage_times" real[] NOT NULL,
	"lessons" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournamentno" integer NOT NULL,
	"player_pk" integer NOT NULL,
	"roundno" integer,
	"gender" varchar(1) NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payment_status" varchar(10) DEFAULT 'none' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"gross" smallint,
	"to_par" smallint,
	"handicap" real,
	"net" real,
	"peria_handicap" real,
	"peria_net" real,
	"back9" smallint,
	"back6" smallint,
	"back3" smallint,
	"back1" smallint,
	"hole_strokes" smallint[],
	"rank_gross" integer,
	"rank_net" integer,
	"rank_peria" integer,
	"points" integer
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"tournamentno" serial PRIMARY KEY NOT NULL,
	"name" varchar(160) NOT NULL,
	"name_ko" varchar(160),
	"tourtype" smallint NOT NULL,
	"tourlevel" smallint,
	"tourclass" smallint NOT NULL,
	"tour_rank_type" smallint NOT NULL,
	"tourstatus" varchar(1) NOT NULL,
	"play_format" smallint NOT NULL,
	"shopno" integer,
	"courseno" integer NOT NULL,
	"holes" smallint DEFAULT 18 NOT NULL,
	"tee_colour_men" smallint DEFAULT 2 NOT NULL,
	"tee_colour_women" smallint DEFAULT 3 NOT NULL,
	"wind" smallint DEFAULT 0 NOT NULL,
	"greenunit" varchar(5) DEFAULT 'meter' NOT NULL,
	"speedunit" varchar(3) DEFAULT 'kmh' NOT NULL,
	"green_speed" real,
	"mulligans" smallint DEFAULT 0 NOT NULL,
	"gimme" real DEFAULT 0 NOT NULL,
	"entry_limit" integer,
	"attempts_allowed" smallint DEFAULT 1 NOT NULL,
	"entry_fee" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) DEFAULT 'USD' NOT NULL,
	"prize" text,
	"prize_ko" text,
	"description" text,
	"description_ko" text,
	"hidden_holes" smallint[],
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"season" smallint NOT NULL,
	"image_path" varchar(240),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_sessions" ADD CONSTRAINT "api_sessions_player_pk_players_player_pk_fk" FOREIGN KEY ("player_pk") REFERENCES "public"."players"("player_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_holes" ADD CONSTRAINT "course_holes_courseno_courses_courseno_fk" FOREIGN KEY ("courseno") REFERENCES "public"."courses"("courseno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_countryno_countries_countryno_fk" FOREIGN KEY ("countryno") REFERENCES "public"."countries"("countryno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_player_pk_players_player_pk_fk" FOREIGN KEY ("player_pk") REFERENCES "public"."players"("player_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_player_pk_players_player_pk_fk" FOREIGN KEY ("player_pk") REFERENCES "public"."players"("player_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_comments" ADD CONSTRAINT "lesson_comments_lessonno_swing_lessons_lessonno_fk" FOREIGN KEY ("lessonno") REFERENCES "public"."swing_lessons"("lessonno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_comments" ADD CONSTRAINT "lesson_comments_player_pk_players_player_pk_fk" FOREIGN KEY ("player_pk") REFERENCES "public"."players"("player_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_entries" ADD CONSTRAINT "minigame_entries_eventno_minigame_events_eventno_fk" FOREIGN KEY ("eventno") REFERENCES "public"."minigame_events"("eventno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_entries" ADD CONSTRAINT "minigame_entries_player_pk_players_player_pk_fk" FOREIGN KEY ("player_pk") REFERENCES "public"."players"("player_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_entries" ADD CONSTRAINT "minigame_entries_shopno_stores_shopno_fk" FOREIGN KEY ("shopno") REFERENCES "public"."stores"("shopno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_events" ADD CONSTRAINT "minigame_events_shopno_stores_shopno_fk" FOREIGN KEY ("shopno") REFERENCES "public"."stores"("shopno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_events" ADD CONSTRAINT "minigame_events_courseno_courses_courseno_fk" FOREIGN KEY ("courseno") REFERENCES "public"."courses"("courseno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_badges" ADD CONSTRAINT "player_badges_player_pk_players_player_pk_fk" FOREIGN KEY ("player_pk") REFERENCES "public"."players"("player_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_countryno_countries_countryno_fk" FOREIGN KEY ("countryno") REFERENCES "public"."countries"("countryno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_statesno_states_statesno_fk" FOREIGN KEY ("statesno") REFERENCES "public"."states"("statesno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_shopno_stores_shopno_fk" FOREIGN KEY ("shopno") REFERENCES "public"."stores"("shopno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_player_pk_players_player_pk_fk" FOREIGN KEY ("player_pk") REFERENCES "public"."players"("player_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_standings" ADD CONSTRAINT "point_standings_player_pk_players_player_pk_fk" FOREIGN KEY ("player_pk") REFERENCES "public"."players"("player_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_player_pk_players_player_pk_fk" FOREIGN KEY ("player_pk") REFERENCES "public"."players"("player_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_shopno_stores_shopno_fk" FOREIGN KEY ("shopno") REFERENCES "public"."stores"("shopno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_courseno_courses_courseno_fk" FOREIGN KEY ("courseno") REFERENCES "public"."courses"("courseno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_player_pk_players_player_pk_fk" FOREIGN KEY ("player_pk") REFERENCES "public"."players"("player_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_countryno_countries_countryno_fk" FOREIGN KEY ("countryno") REFERENCES "public"."countries"("countryno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_countryno_countries_countryno_fk" FOREIGN KEY ("countryno") REFERENCES "public"."countries"("countryno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_statesno_states_statesno_fk" FOREIGN KEY ("statesno") REFERENCES "public"."states"("statesno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swing_lessons" ADD CONSTRAINT "swing_lessons_player_pk_players_player_pk_fk" FOREIGN KEY ("player_pk") REFERENCES "public"."players"("player_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournamentno_tournaments_tournamentno_fk" FOREIGN KEY ("tournamentno") REFERENCES "public"."tournaments"("tournamentno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_player_pk_players_player_pk_fk" FOREIGN KEY ("player_pk") REFERENCES "public"."players"("player_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_shopno_stores_shopno_fk" FOREIGN KEY ("shopno") REFERENCES "public"."stores"("shopno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_courseno_courses_courseno_fk" FOREIGN KEY ("courseno") REFERENCES "public"."courses"("courseno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_sessions_player_idx" ON "api_sessions" USING btree ("player_pk");--> statement-breakpoint
CREATE INDEX "courses_country_idx" ON "courses" USING btree ("countryno");--> statement-breakpoint
CREATE INDEX "email_tokens_player_idx" ON "email_tokens" USING btree ("player_pk","purpose");--> statement-breakpoint
CREATE INDEX "inquiries_player_idx" ON "inquiries" USING btree ("player_pk","created_at");--> statement-breakpoint
CREATE INDEX "lesson_comments_lesson_idx" ON "lesson_comments" USING btree ("lessonno","created_at");--> statement-breakpoint
CREATE INDEX "minigame_entries_event_rank_idx" ON "minigame_entries" USING btree ("eventno","rank");--> statement-breakpoint
CREATE INDEX "minigame_entries_player_idx" ON "minigame_entries" USING btree ("player_pk");--> statement-breakpoint
CREATE INDEX "minigame_status_idx" ON "minigame_events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "notices_order_idx" ON "notices" USING btree ("pinned","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "players_email_idx" ON "players" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "players_nickname_idx" ON "players" USING btree (lower("nickname"));--> statement-breakpoint
CREATE INDEX "players_shop_idx" ON "players" USING btree ("shopno");--> statement-breakpoint
CREATE INDEX "players_country_idx" ON "players" USING btree ("countryno");--> statement-breakpoint
CREATE INDEX "point_ledger_season_idx" ON "point_ledger" USING btree ("season","kind","player_pk");--> statement-breakpoint
CREATE INDEX "point_ledger_player_idx" ON "point_ledger" USING btree ("player_pk");--> statement-breakpoint
CREATE INDEX "point_standings_order_idx" ON "point_standings" USING btree ("season","kind","points");--> statement-breakpoint
CREATE INDEX "point_standings_country_idx" ON "point_standings" USING btree ("season","kind","countryno","points");--> statement-breakpoint
CREATE INDEX "resources_category_idx" ON "resources" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "rounds_player_played_idx" ON "rounds" USING btree ("player_pk","played_at");--> statement-breakpoint
CREATE INDEX "rounds_tournament_idx" ON "rounds" USING btree ("tournamentno");--> statement-breakpoint
CREATE INDEX "rounds_shop_idx" ON "rounds" USING btree ("shopno","played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_provider_subject_idx" ON "social_accounts" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "states_country_idx" ON "states" USING btree ("countryno");--> statement-breakpoint
CREATE INDEX "stores_country_idx" ON "stores" USING btree ("countryno");--> statement-breakpoint
CREATE INDEX "stores_type_idx" ON "stores" USING btree ("store_type");--> statement-breakpoint
CREATE INDEX "stores_name_idx" ON "stores" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "swing_lessons_created_idx" ON "swing_lessons" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "swing_lessons_player_idx" ON "swing_lessons" USING btree ("player_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "entries_tournament_player_idx" ON "tournament_entries" USING btree ("tournamentno","player_pk");--> statement-breakpoint
CREATE INDEX "entries_player_idx" ON "tournament_entries" USING btree ("player_pk");--> statement-breakpoint
CREATE INDEX "entries_rank_gross_idx" ON "tournament_entries" USING btree ("tournamentno","rank_gross");--> statement-breakpoint
CREATE INDEX "entries_rank_net_idx" ON "tournament_entries" USING btree ("tournamentno","rank_net");--> statement-breakpoint
CREATE INDEX "entries_rank_peria_idx" ON "tournament_entries" USING btree ("tournamentno","rank_peria");--> statement-breakpoint
CREATE INDEX "entries_gender_rank_gross_idx" ON "tournament_entries" USING btree ("tournamentno","gender","rank_gross");--> statement-breakpoint
CREATE INDEX "entries_gender_rank_net_idx" ON "tournament_entries" USING btree ("tournamentno","gender","rank_net");--> statement-breakpoint
CREATE INDEX "entries_gender_rank_peria_idx" ON "tournament_entries" USING btree ("tournamentno","gender","rank_peria");--> statement-breakpoint
CREATE INDEX "tournaments_status_idx" ON "tournaments" USING btree ("tourstatus","starts_at");--> statement-breakpoint
CREATE INDEX "tournaments_type_idx" ON "tournaments" USING btree ("tourtype");--> statement-breakpoint
CREATE INDEX "tournaments_shop_idx" ON "tournaments" USING btree ("shopno");--> statement-breakpoint
CREATE INDEX "tournaments_season_idx" ON "tournaments" USING btree ("season");