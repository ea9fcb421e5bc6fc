// The open amount per age bucket with its total: on the receivables page and in the statistics.
import { Table, TBody, Td, Th, THead, Tr } from "~/components/ui/table";
import { ageBucketLabels, receivablesCopy as copy } from "~/content/receivables";
import { formatEuro } from "~/lib/money";
import { AGE_BUCKETS, type AgeBucket, type BucketTotal } from "~/lib/receivables/aging";

const amount = "text-right whitespace-nowrap tabular-nums";

export function BucketTable({
  caption,
  buckets,
  openCents,
}: {
  caption: string;
  buckets: Record<AgeBucket, BucketTotal>;
  openCents: number;
}) {
  return (
    <Table caption={caption}>
      <THead>
        <Tr>
          <Th>{copy.bucketColumns.bucket}</Th>
          <Th className="text-right">{copy.bucketColumns.count}</Th>
          <Th className="text-right">{copy.bucketColumns.open}</Th>
        </Tr>
      </THead>
      <TBody>
        {AGE_BUCKETS.map((bucket) => (
          <Tr key={bucket} data-bucket={bucket}>
            <Th scope="row">{ageBucketLabels[bucket]}</Th>
            <Td className={amount}>{buckets[bucket].count}</Td>
            <Td className={amount}>{formatEuro(buckets[bucket].openCents)}</Td>
          </Tr>
        ))}
        <Tr>
          <Th scope="row">{copy.totalRow}</Th>
          <Td className={`${amount} font-semibold`}>
            {AGE_BUCKETS.reduce((sum, bucket) => sum + buckets[bucket].count, 0)}
          </Td>
          <Td className={`${amount} font-semibold`}>{formatEuro(openCents)}</Td>
        </Tr>
      </TBody>
    </Table>
  );
}
