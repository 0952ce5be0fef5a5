import MDXEngine
import SessionEngine

/// What the front asks of the program after an input: the program carries these out against
/// the session runtime, the way the runtime carries out the engine's effects.
public enum FrontCommand: Equatable, Sendable {
  /// Hand an event to the Intune session engine.
  case session(SessionEvent)
  /// Hand an event to the Citrix MDX engine.
  case mdx(MDXEvent)
  /// Open the app from the phone's home screen.
  case launchApp
  /// The app under test went out of sight behind the phone's home screen, another app or a
  /// browser (false), or came back in front (true): iOS moves it to the background and back.
  case appInFront(Bool)
  /// Change the world: the phone, the clock or the administrator's tenant.
  case world(WorldChange)
  /// Carry out a data action: the session decides it, logs it and fills the clipboard.
  case data(DataAction, DataSurface)
  /// Quit mamsim.
  case quit
}
