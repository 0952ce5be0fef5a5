import Testing

extension TmuxSession {
  /// Enrols Robin in Secure Hub with the keyboard, as a person would: the server address, the
  /// directory credentials, then PIN 246810 twice. Starts on the enrolment screen and ends
  /// having pressed Enter on the PIN; the caller waits for the screen it expects next.
  func enrolRobinInSecureHub() throws {
    try waitFor("Enrol this phone")
    try type("mdm.harbourline.example")
    try press("Enter")
    try waitFor("User name")
    try type("rash")
    try press("Tab")
    try type("Dispatch-2026")
    try press("Enter")
    try waitFor("PIN again")
    try type("246810")
    try press("Tab")
    try type("246810")
    try press("Enter")
  }
}
