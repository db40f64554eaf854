import { z } from "zod";
import { exportCall, listOf, pagedOf, type CallSpec } from "../contract-kit";
import { surveyResultsDto } from "../engagement/dtos";
import {
  accountIdBody,
  accountRolesBody,
  accountsListBody,
  changePasswordBody,
  inviteBody,
  mySessionRevokeBody,
  recoveryCodesBody,
  revokeSessionBody,
  sessionsListBody,
  staffAccountRow,
  staffSessionRow,
  updateAccountBody,
  updateMeBody,
} from "./accounts";
import {
  jobTries,
  notificationDropped,
  notificationIdBody,
  notificationRetried,
  notificationRow,
  notificationsListBody,
} from "./notifications";
import {
  auditListBody,
  auditRow,
  failedJobsBody,
  staffEmptyBody,
  surveyResultsBody,
} from "./audit";
import { checkinCalls } from "./checkin";
import {
  eventIdBody,
  eventOptions,
  eventRecord,
  eventRow,
  eventSaveBody,
  eventsListBody,
  seatMapDto,
  seatMapGetBody,
  seatMapSaveBody,
} from "./events";
import {
  staffReservationCancelBody,
  staffReservationDto,
  staffReservationIdBody,
  staffReservationMoveBody,
  staffReservationsExportBody,
  staffReservationsListBody,
} from "./reservations";
import {
  adjustmentSaveBody,
  fixtureSaveBody,
  manualTableBody,
  matchEventSaveBody,
  predictionResultsBody,
  predictionWindowBody,
  standingsGetBody,
  standingsSaveBody,
  staffIdBody,
  staffMatchesListBody,
  staffMatchSaveBody,
} from "./sports";
import {
  matchEventChangeDto,
  matchOptionsDto,
  predictionResultsDto,
  predictionWindowDto,
  staffMatchDto,
  staffMatchRecordDto,
  staffMatchRowDto,
  staffStandingsDto,
} from "./sports-dtos";
import { emptyBody } from "../platform/common";
import {
  championshipOptions,
  championshipRecord,
  championshipRow,
  championshipSaveBody,
  championshipsListBody,
  championshipTypeRecord,
  championshipTypeRow,
  championshipTypeSaveBody,
  championshipTypesListBody,
  clubRecord,
  clubRow,
  clubSaveBody,
  clubsListBody,
  playerOptions,
  playerRecord,
  playerRow,
  playerSaveBody,
  playersListBody,
  predictionMatchesBody,
  predictionMatchRow,
  stadiumRecord,
  stadiumRow,
  stadiumSaveBody,
  stadiumsListBody,
  teamOptions,
  teamRecord,
  teamRow,
  teamSaveBody,
  teamsListBody,
} from "../sports/staff-data";
import {
  challengeBody,
  linkBody,
  loginBody,
  loginResult,
  reauthBody,
  setPasswordBody,
  staffProfile,
  verifyBody,
} from "./auth";
import { lifecycleCalls } from "../content/lifecycle";
import { entryCalls, idAnswer, recordCalls } from "./record-calls";

import {
  newsOptionsDto,
  newsPreviewBody,
  newsPreviewDto,
  newsListBody,
  newsRow,
  newsRecord,
  newsSaveBody,
} from "../content/news-staff";

const account = { response: z.object({ account: staffAccountRow }) } as const;
const staffAnswer = z.object({ staff: staffProfile });

export const dashboardTile = z.object({
  key: z.string(),
  count: z.number(),
  since: z.string().nullable(),
});

export const failedJobRow = z.object({ id: z.string(), task: z.string(), ...jobTries });

/** The staff console's calls, under /api/v1/staff (ADR 0023). */
export const staffCalls = {
  "/staff/auth/login": { body: loginBody, response: loginResult },
  "/staff/auth/enroll": {
    body: challengeBody,
    response: z.object({ secret: z.string(), otpauth_uri: z.string(), qr_code: z.string() }),
  },
  "/staff/auth/verify": {
    body: verifyBody,
    response: z.object({
      staff: staffProfile,
      session_expires_at: z.string(),
      recovery_codes: z.array(z.string()).optional(),
      recovery_codes_left: z.number().optional(),
    }),
  },
  "/staff/auth/logout": {
    body: staffEmptyBody,
    response: z.object({ signed_out: z.literal(true) }),
  },
  "/staff/auth/reauth": { body: reauthBody, response: z.object({ reauth_until: z.string() }) },
  "/staff/auth/password/check": {
    body: linkBody,
    response: z.object({
      purpose: z.enum(["invite", "reset"]),
      email: z.string(),
      name: z.string(),
      expires_at: z.string(),
    }),
  },
  "/staff/auth/password/set": {
    body: setPasswordBody,
    response: z.object({ email: z.string(), next: z.literal("sign_in") }),
  },
  "/staff/me": {
    body: staffEmptyBody,
    response: z.object({ staff: staffProfile, idle_minutes: z.number() }),
  },
  "/staff/me/update": { body: updateMeBody, response: staffAnswer },
  "/staff/me/password": {
    body: changePasswordBody,
    response: z.object({ sessions_ended: z.number() }),
  },
  "/staff/me/recovery-codes": {
    body: recoveryCodesBody,
    response: z.object({ recovery_codes: z.array(z.string()) }),
  },
  "/staff/me/sessions/list": { body: staffEmptyBody, response: listOf(staffSessionRow) },
  "/staff/me/sessions/revoke": {
    body: mySessionRevokeBody,
    response: z.object({ revoked: z.literal(true) }),
  },
  "/staff/accounts/list": { body: accountsListBody, response: pagedOf(staffAccountRow) },
  "/staff/accounts/view": { body: accountIdBody, ...account },
  "/staff/accounts/invite": { body: inviteBody, ...account },
  "/staff/accounts/update": { body: updateAccountBody, ...account },
  "/staff/accounts/roles": { body: accountRolesBody, ...account },
  "/staff/accounts/deactivate": { body: accountIdBody, ...account },
  "/staff/accounts/reactivate": { body: accountIdBody, ...account },
  "/staff/accounts/reset-2fa": { body: accountIdBody, ...account },
  "/staff/accounts/unlock": { body: accountIdBody, ...account },
  "/staff/accounts/reset-password": { body: accountIdBody, ...account },
  "/staff/accounts/sessions/list": { body: sessionsListBody, response: listOf(staffSessionRow) },
  "/staff/accounts/sessions/revoke": {
    body: revokeSessionBody,
    response: z.object({ revoked: z.literal(true) }),
  },
  "/staff/dashboard": {
    body: staffEmptyBody,
    response: z.object({ tiles: z.array(dashboardTile) }),
  },
  "/staff/audit/list": { body: auditListBody, response: pagedOf(auditRow) },
  "/staff/jobs/failed/list": { body: failedJobsBody, response: listOf(failedJobRow) },
  // Dead letters: messages that used every attempt (ADR 0044).
  "/staff/notifications/list": { body: notificationsListBody, response: pagedOf(notificationRow) },
  "/staff/notifications/retry": { body: notificationIdBody, response: notificationRetried },
  "/staff/notifications/drop": { body: notificationIdBody, response: notificationDropped },
  "/staff/results/surveys": { body: surveyResultsBody, response: surveyResultsDto },
  ...checkinCalls,
  "/staff/reservations/list": {
    body: staffReservationsListBody,
    response: pagedOf(staffReservationDto),
  },
  "/staff/reservations/get": { body: staffReservationIdBody, response: staffReservationDto },
  "/staff/reservations/cancel": {
    body: staffReservationCancelBody,
    response: staffReservationDto,
  },
  "/staff/reservations/move": { body: staffReservationMoveBody, response: staffReservationDto },
  // Events and seat maps (issue 17, ADR 0038).
  ...recordCalls("events", [eventsListBody, eventRow], [eventRecord, eventSaveBody], eventIdBody),
  "/staff/events/options": { body: emptyBody, response: eventOptions },
  "/staff/events/seatmap/get": { body: seatMapGetBody, response: seatMapDto },
  "/staff/events/seatmap/save": { body: seatMapSaveBody, response: seatMapDto },
  "/staff/matches/list": { body: staffMatchesListBody, response: pagedOf(staffMatchRowDto) },
  "/staff/matches/get": { body: staffIdBody, response: staffMatchDto },
  "/staff/matches/options": { body: emptyBody, response: matchOptionsDto },
  "/staff/matches/save": { body: staffMatchSaveBody, response: staffMatchRecordDto },
  "/staff/matches/delete": { body: staffIdBody, response: idAnswer },
  ...entryCalls("match-events", matchEventSaveBody, matchEventChangeDto),
  "/staff/standings/get": { body: standingsGetBody, response: staffStandingsDto },
  "/staff/standings/save": { body: standingsSaveBody, response: staffStandingsDto },
  ...entryCalls("standings/adjustments", adjustmentSaveBody, idAnswer),
  ...entryCalls("standings/results", fixtureSaveBody, idAnswer),
  "/staff/standings/manual/save": { body: manualTableBody, response: staffStandingsDto },
  // Sports records (issue 16): clubs, stadiums, championship types, championships, teams, players.
  ...recordCalls("clubs", [clubsListBody, clubRow], [clubRecord, clubSaveBody]),
  ...recordCalls("stadiums", [stadiumsListBody, stadiumRow], [stadiumRecord, stadiumSaveBody]),
  ...recordCalls(
    "championship-types",
    [championshipTypesListBody, championshipTypeRow],
    [championshipTypeRecord, championshipTypeSaveBody],
  ),
  ...recordCalls(
    "championships",
    [championshipsListBody, championshipRow],
    [championshipRecord, championshipSaveBody],
  ),
  "/staff/championships/options": { body: emptyBody, response: championshipOptions },
  ...recordCalls("teams", [teamsListBody, teamRow], [teamRecord, teamSaveBody]),
  "/staff/teams/options": { body: emptyBody, response: teamOptions },
  ...recordCalls("players", [playersListBody, playerRow], [playerRecord, playerSaveBody]),
  "/staff/players/options": { body: emptyBody, response: playerOptions },
  "/staff/predictions/matches": {
    body: predictionMatchesBody,
    response: pagedOf(predictionMatchRow),
  },
  "/staff/predictions/window": { body: predictionWindowBody, response: predictionWindowDto },
  "/staff/predictions/results": { body: predictionResultsBody, response: predictionResultsDto },
  "/staff/reservations/export": exportCall(staffReservationsExportBody),
  // Content on the lifecycle (issue 15, ADR 0041): the eight calls of each type.
  ...lifecycleCalls("news", [newsListBody, newsRow], [newsRecord, newsSaveBody]),
  "/staff/news/options": { body: emptyBody, response: newsOptionsDto },
  "/staff/news/preview": { body: newsPreviewBody, response: newsPreviewDto },
} as const satisfies Record<string, CallSpec>;
