/// The F1 help: every key mamsim knows.
enum HelpOverlay {
  /// The help's lines.
  static let lines = [
    "Tab / Shift+Tab   move between buttons and fields",
    "↑ ↓               move in a list",
    "Enter             press the button, open the item",
    "Esc               go back, close this help",
    "Backspace         delete the last character",
    "Mouse click       press a button, focus a field",
    "q                 quit (in the app, outside a field)",
    "Ctrl+C            quit mamsim at once",
    "F1                this help",
    "F2 / F3           scenario / event panel (narrow terminals)",
    "F4                device panel: jailbreak, iOS, network, clock",
    "F5                admin panel: wipe, disable, edit the policy",
    "",
    "The panel lists the accounts you can sign in with and what",
    "the service will answer each of them.",
  ]
}
