import { useNavigate } from 'react-router';
import { toast } from '../../shell/toasts';

/** After a save: a success toast, then back to My Account. */
export function useSaved() {
  const navigate = useNavigate();
  return (message: string) => {
    toast({ type: 'success', message });
    void navigate('/profile');
  };
}
