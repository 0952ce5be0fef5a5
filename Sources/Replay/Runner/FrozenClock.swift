import Screens

/// A clock on which no session time passes: `mamsim present` holds the phone still at a scene,
/// so the screen stays the one a plain replay shows there.
struct FrozenClock: ProgramClock {
  mutating func elapsed() -> Duration { .zero }

  func realTime(for duration: Duration) -> Duration { duration }
}
