/** Today's calls: the rows waiting, and "Contacted" with a note (which takes a row off and onto the person's history). */
import { GET_TODAY, LIST_LEADS, MARK_CONTACTED, type MarkContactedAnswer, type MarkContactedInput, type TodayList } from '@blast/catalog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminPost } from '../../../lib/admin-api';

/** The same key as the operator navigation's count: one request feeds both. */
const TODAY_QUERY = [GET_TODAY.path] as const;

export const useToday = () => useQuery<TodayList>({ queryKey: TODAY_QUERY, queryFn: () => adminGet(GET_TODAY.path), refetchInterval: 30_000 });

export function useMarkContacted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkContactedInput) => adminPost<MarkContactedAnswer>(MARK_CONTACTED.path, input),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: TODAY_QUERY }), queryClient.invalidateQueries({ queryKey: [LIST_LEADS.path] })]),
  });
}
