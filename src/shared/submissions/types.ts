/** A job of /website/jobs and /website/jobs/show/{id}; status false means closed (timed out). */
export type JobDto = {
  id: number;
  title: string;
  description: string;
  summery: string;
  requirement: string;
  type: "full_time" | "part_time";
  status: boolean;
  created_at: string;
};

/** What every accepted form submission answers. */
export type SubmissionDto = { reference: string; message: string };
