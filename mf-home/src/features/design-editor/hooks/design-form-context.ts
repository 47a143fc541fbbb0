import { createContext, useContext } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ContractForm } from '@shop/forms';

/** The design form as the kit made it, for a setting to register itself and read its message by its path. */
export const DesignFormContext = createContext<ContractForm<FieldValues> | null>(null);

/** The design form the settings are in (the editor's `DesignForm` provides it). */
export function useDesignForm(): ContractForm<FieldValues> {
  const form = useContext(DesignFormContext);
  if (!form) throw new Error('A design setting is drawn outside the design form');
  return form;
}
