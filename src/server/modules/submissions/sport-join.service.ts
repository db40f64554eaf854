import type { z } from "zod";
import type { sportJoinBody } from "../../../shared/submissions/sport-join";
import { acceptUpload } from "../../lib/files/accept";
import { removeFiles, storeFile } from "../../lib/files/storage";
import { applicationTarget, storeSubmission, type FormSubmission } from "./submission-inbox";
import { sportJoinApplications } from "../../db/schema/submissions";
import { sportCategories } from "../../db/schema/sports";

type SportJoin = z.output<typeof sportJoinBody>;

/**
 * Stores an application to join a club sport and e-mails the sports department. The sport
 * must be published and open to applications; the optional photo is checked by content.
 */
export async function joinSport({ app, lang, input }: FormSubmission<SportJoin>) {
  const sport = await applicationTarget(
    app.db,
    sportCategories,
    { id: input.category_id, field: "category_id", open: (s) => s.canJoin },
    ["sport_not_found", "submissions.sportNotFound"],
    ["sport_closed", "submissions.sportClosed"],
  );

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
    return await storeSubmission({ app, lang }, "SPT", sportJoinApplications, "submissions.sent", {
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
    });
  } catch (error) {
    if (photoFile) await removeFiles(app.env.dataDir, [photoFile]);
    throw error;
  }
}
