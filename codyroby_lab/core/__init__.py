"""Game-independent building blocks: geometry, programs, traces, events, errors, JSON io."""
