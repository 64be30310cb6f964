ALTER TABLE "instances" ADD COLUMN "window_center" double precision;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "window_width" double precision;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "value_min" double precision;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "value_max" double precision;