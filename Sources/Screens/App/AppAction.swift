import MDXEngine
import SessionEngine

/// What activating a control does, as data: the front runs a control's actions in order
/// (`Front.run`), reading nothing but its own state.
public enum AppAction: Equatable, Sendable {
  /// Hand an event to the Intune session engine.
  case send(SessionEvent)
  /// Hand an event to the Citrix MDX engine.
  case mdx(MDXEvent)
  /// Open the app from the phone's home screen.
  case launch
  /// Show a host app screen.
  case show(HostScreen)
  /// Make an event of the typed fields (a sign-in, a PIN, a new note, a Citrix form); when a
  /// field it needs is empty, nothing happens and the actions after it do not run.
  case submit(FormSubmission)
  /// Clear a field (e.g. PIN boxes after a submit).
  case clearField(String)
  /// Move data as the SDK decides (copy, paste, open in, save as, print, a link).
  case data(DataRequest)
  /// Show another app of the phone, or (nil) the app under test.
  case switchApp(PhoneApp?)
  /// Close the SDK's data-protection alert.
  case dismissAlert
  /// Say something on the status line.
  case notice(String)
  /// Show the shared-vault screen of the Citrix app playing this role, or (nil) the MDX app's
  /// own screen again.
  case showVault(MDXVaultRole?)
}
