"""Match session and seat controllers: drive the rules engine for the table (no pygame)."""
