import Testing

extension TmuxSession {
  /// Types the first-policy test up to the managed app, as a person would: alex signs in, OK on
  /// the restart prompt, the app is opened again, PIN 2580 twice. Starts on the sign-in screen.
  func reachManagedApp(app: String = "Contoso Notes") throws {
    try reachSetPin(app: app)
    try type("2580")
    try waitFor("same PIN again")
    try type("2580")
    // The managed app shows the corporate notes beside the personal ones. A frame reaches the
    // pane row by row, so wait for both ends of the list.
    try waitUntil("the managed notes list") {
      $0.contains("Q3 pipeline review") && $0.contains("Groceries")
    }
  }

  /// Types the first-policy test up to the Set PIN screen of the app called `app`. Starts on
  /// the sign-in screen.
  func reachSetPin(app: String = "Contoso Notes") throws {
    try type("alex@contoso.com")
    try press("Tab")
    try type("Pilot-Alex")
    try press("Enter")
    // Enrollment and the first policy: the SDK asks for a restart.
    try waitFor("Restart required")
    try press("Enter")
    try waitFor("Enter opens \(app)")
    try press("Enter")
    try waitFor("Set a PIN")
  }
}
