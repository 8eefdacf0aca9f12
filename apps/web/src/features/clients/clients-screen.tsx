import { useParams } from 'react-router';
import ClientDetailScreen from './client-detail-screen';
import ClientListScreen from './client-list-screen';

/** /dashboard/clients and /dashboard/clients/:id. */
export default function ClientsScreen() {
  const { id } = useParams();
  return id ? <ClientDetailScreen key={id} id={id} /> : <ClientListScreen />;
}
