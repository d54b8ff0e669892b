/** What a toast says (SPEC §4, §8): its title, description, variant and duration. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  duration?: number;
}
