import { create } from 'zustand';

interface PurviewState {
  /** The status flag purview/index answers (1: the back office may be used). */
  status: 0 | 1 | null;
  /** The active sidebar entry, as `group-entry` indexes (`0` for a top-level entry, `1-2` inside a group). */
  activeIndex: string | null;
  setStatus: (status: 0 | 1) => void;
  setActiveIndex: (index: string | null) => void;
}

/** The back office's permission state of spec section 4: a status flag and the active sidebar index. */
export const usePurviewState = create<PurviewState>((set) => ({
  status: null,
  activeIndex: null,
  setStatus: (status) => set({ status }),
  setActiveIndex: (activeIndex) => set({ activeIndex }),
}));
