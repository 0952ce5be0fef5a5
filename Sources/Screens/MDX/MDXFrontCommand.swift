import MDXEngine
import SessionEngine

/// What the MDX front asks its program to do after a key.
public enum MDXFrontCommand: Equatable, Hashable, Sendable {
  /// Send an event to the MDX engine.
  case event(MDXEvent)
  /// Change the world (device, clock), in the shared vocabulary.
  case world(WorldChange)
  /// Quit mamsim.
  case quit
}
