import { z } from "zod";

export const toastSchema = z.object({
  id: z.string().default(() => Math.random().toString(36).slice(2)),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;
