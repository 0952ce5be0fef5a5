import SessionEngine

/// What activating a control does.
public enum AppAction: Equatable, Sendable {
  /// Hand an event to the session engine.
  case send(SessionEvent)
  /// Open the app from the phone's home screen.
  case launch
  /// Show a host app screen.
  case show(HostScreen)
  /// Save the note being written.
  case saveNote(title: String, body: String)
  /// Clear a field (e.g. PIN boxes after a submit).
  case clearField(String)
  /// Quit mamsim.
  case quit
}
