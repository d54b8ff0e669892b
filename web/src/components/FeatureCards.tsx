import { Box, Card, CardContent, Typography } from '@mui/material';

export interface FeatureCard {
  title: string;
  text: string;
}

export function FeatureCards({ cards }: { cards: readonly FeatureCard[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: `repeat(${cards.length}, 1fr)` } }}>
      {cards.map(({ title, text }) => (
        <Card key={title} component="article" variant="outlined">
          <CardContent>
            <Typography variant="h3" sx={{ fontSize: 22, fontWeight: 800, mb: 1 }}>
              {title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
