import { createFileRoute } from '@tanstack/react-router';
import { HomePage, preloadHomePage } from '../features/home/HomePage';
import { homeSearch } from '../../domain/searchParams';

export const Route = createFileRoute('/')({
  validateSearch: homeSearch,
  loader: preloadHomePage,
  component: Home,
});

function Home() {
  const search = Route.useSearch();
  return <HomePage search={search} />;
}
