extension AppProtectionPolicy {
  /// The access requirements in readable form, written out one by one: the same names, order
  /// and texts as the field table's access requirements (`fields`), which `keySettings()` gave.
  ///
  /// Why: the side panel shows the first three on the first frame of a signed-in or freshly
  /// opened app, and building the field table instantiates some sixty key paths (≈ 1 M
  /// instructions) for them. `PolicyKeySettingsTests` compares this with the table's answer.
  func accessRequirementSettings() -> [(name: String, value: String)] {
    [
      ("pinRequired", String(pinRequired)),
      ("pinCharacterSet", pinCharacterSet.rawValue),
      ("simplePinBlocked", String(simplePinBlocked)),
      ("minimumPinLength", String(minimumPinLength)),
      ("fingerprintBlocked", String(fingerprintBlocked)),
      ("faceIdBlocked", String(faceIdBlocked)),
      (
        "pinRequiredInsteadOfBiometricTimeout",
        pinRequiredInsteadOfBiometricTimeout.shortDescription
      ),
      ("periodBeforePinReset", periodBeforePinReset.shortDescription),
      ("previousPinBlockCount", String(previousPinBlockCount)),
      ("disableAppPinIfDevicePinIsSet", String(disableAppPinIfDevicePinIsSet)),
      ("organizationalCredentialsRequired", String(organizationalCredentialsRequired)),
      ("periodOnlineBeforeAccessCheck", periodOnlineBeforeAccessCheck.shortDescription),
    ]
  }
}
