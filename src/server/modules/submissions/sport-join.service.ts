import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { translate, type Lang } from "../../../shared/i18n";
import type { sportJoinBody } from "../../../shared/submissions/sport-join";
import { AppError } from "../../lib/app-error";
import { acceptUpload } from "../../lib/files/accept";
import { removeFiles, storeFile } from "../../lib/files/storage";
import { insertAndNotify } from "./submission-inbox";

import { sportJoinApplications } from "../../db/schema/submissions";
import { sportCategories } from "../../db/schema/sports";

type SportJoin = z.output<typeof sportJoinBody>;

/**
 * Stores an application to join a club sport and e-mails the sports department. The sport
 * must be published and open to applications; the optional photo is checked by content.
 */
export async function joinSport({
  app,
  lang,
  input,
}: {
  app: FastifyInstance;
  lang: Lang;
  input: SportJoin;
}) {
  const [sport] = await app.db
    .select()
    .from(sportCategories)
    .where(and(eq(sportCategories.id, input.category_id), eq(sportCategories.status, "published")));
  if (!sport)
    throw new AppError(404, "sport_not_found", "submissions.sportNotFound", {
      category_id: ["submissions.sportNotFound"],
    });
  if (!sport.canJoin)
    throw new AppError(422, "sport_closed", "submissions.sportClosed", {
      category_id: ["submissions.sportClosed"],
    });

  const photo = input.image_base64?.file
    ? await acceptUpload({ upload: input.image_base64, field: "image_base64", kind: "image" })
    : null;
  const photoFile = photo
    ? await storeFile({
        dataDir: app.env.dataDir,
        area: "sports",
        buffer: photo.buffer,
        type: photo.type,
      })
    : null;
  try {
    const practice = input.practice;
    const info: Record<string, string> = {};
    if (input.info.preferred_leg) info.preferred_leg = input.info.preferred_leg;
    if (input.info.preferred_position) info.preferred_position = input.info.preferred_position;
    const row = await insertAndNotify(
      app.db,
      "SPT",
      "sport_join_applications",
      async (tx, reference) => {
        const [inserted] = await tx
          .insert(sportJoinApplications)
          .values({
            reference,
            categoryId: sport.id,
            fullName: input.full_name,
            phone: input.phone,
            birthdate: input.birthdate,
            practice,
            practiceYears: practice ? (input.practice_years ?? null) : null,
            practicePlace: practice ? (input.practice_place ?? null) : null,
            competition: input.competition ?? null,
            competitionType: input.competition_type ?? null,
            level: input.level,
            photoFile,
            photoType: photo?.type ?? null,
            info,
            lang,
          })
          .returning({ id: sportJoinApplications.id, reference: sportJoinApplications.reference });
        return inserted!;
      },
    );

    return { reference: row.reference, message: translate(lang, "submissions.sent") };
  } catch (error) {
    if (photoFile) await removeFiles(app.env.dataDir, [photoFile]);
    throw error;
  }
}
