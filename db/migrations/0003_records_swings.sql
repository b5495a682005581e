CREATE TABLE "swings" (
	"swingno" serial PRIMARY KEY NOT NULL,
	"player_pk" integer NOT NULL,
	"shopno" integer,
	"roundno" integer,
	"recorded_at" timestamp with time zone NOT NULL,
	"club_type" smallint NOT NULL,
	"club_speed" real NOT NULL,
	"ball_speed" real NOT NULL,
	"launch_angle" real NOT NULL,
	"launch_direction" real NOT NULL,
	"back_spin" integer NOT NULL,
	"side_spin" integer NOT NULL,
	"carry" real NOT NULL,
	"total" real NOT NULL,
	"ball_shape" smallint NOT NULL,
	"video_path" varchar(240),
	"poster_path" varchar(240),
	"lessonno" integer
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "favorite_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "swings" ADD CONSTRAINT "swings_player_pk_players_player_pk_fk" FOREIGN KEY ("player_pk") REFERENCES "public"."players"("player_pk") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swings" ADD CONSTRAINT "swings_shopno_stores_shopno_fk" FOREIGN KEY ("shopno") REFERENCES "public"."stores"("shopno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swings" ADD CONSTRAINT "swings_lessonno_swing_lessons_lessonno_fk" FOREIGN KEY ("lessonno") REFERENCES "public"."swing_lessons"("lessonno") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swings_player_recorded_idx" ON "swings" USING btree ("player_pk","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "swings_lesson_idx" ON "swings" USING btree ("lessonno");