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
  /// Move data as the SDK decides (copy, paste, open in, save as, print, a link).
  case data(DataRequest)
  /// Show another app of the phone, or (nil) the app under test.
  case switchApp(PhoneApp?)
  /// Close the SDK's data-protection alert.
  case dismissAlert
  /// Say something on the status line.
  case notice(String)
}
