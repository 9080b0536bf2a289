/** Below this width the header tools leave too little room for tabs beside them. */
export const NARROW_QUERY = '(max-width: 1199px)';
