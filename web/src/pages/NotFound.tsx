import { NOT_FOUND_TITLE, SITE_PAGES } from '@blast/catalog';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { PageIntro } from '../components/PageIntro';

export default function NotFound() {
  return (
    <PageIntro title={NOT_FOUND_TITLE} lead="Did you forget to add the page to the router?">
      <Button component={Link} to={SITE_PAGES.Home.path} variant="contained">
        Back to the home page
      </Button>
    </PageIntro>
  );
}
