extension IntegrationChecker {
  /// The lines of a usable default scene configuration.
  static let defaultSceneLines = [
    "<key>UISceneConfigurations</key>", "<dict>",
    "\t<key>UIWindowSceneSessionRoleApplication</key>", "\t<array>", "\t\t<dict>",
    "\t\t\t<key>UISceneConfigurationName</key>", "\t\t\t<string>Default Configuration</string>",
    "\t\t\t<key>UISceneDelegateClassName</key>",
    "\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>", "\t\t</dict>", "\t</array>",
    "</dict>",
  ]

  /// `NSFaceIDUsageDescription`, which iOS needs before it lets the app use Face ID.
  mutating func checkFaceID(_ info: PlistDocument) {
    let key = "NSFaceIDUsageDescription"
    let entry = info.root.entry(key)
    if let text = entry?.value.string, !text.allSatisfy(\.isWhitespace) {
      add(
        IntegrationFinding(
          .faceIDUsage, .pass, file: info.file, line: entry?.keyLine, keyPath: key,
          message: .faceIDDescribed))
      return
    }
    // A key there with a blank or non-text value has that value changed, not the key added.
    let lines = Self.keyLines(key, string: "Face ID unlocks the app's protected data.")
    add(
      IntegrationFinding(
        .faceIDUsage, entry == nil ? .missing : .wrong, file: info.file,
        line: entry?.keyLine ?? info.root.line, keyPath: key,
        message: entry?.value.string == nil ? .faceIDMissing : .faceIDBlank, addLines: lines
      ).changing(entry, with: lines))
  }

  /// A scene manifest with a non-empty `UISceneConfigurations`.
  mutating func checkScenes(_ info: PlistDocument) {
    let key = "UIApplicationSceneManifest"
    guard let manifest = info.root[key] else {
      add(
        IntegrationFinding(
          .sceneConfigurations, .pass, file: info.file, line: info.root.line, keyPath: key,
          message: .noSceneManifest))
      return
    }
    let path = key + ".UISceneConfigurations"
    let configurations = manifest.entry("UISceneConfigurations")
    let roles = configurations?.value.entries ?? []
    let filled = roles.contains { !($0.value.elements ?? []).isEmpty }
    if filled {
      add(
        IntegrationFinding(
          .sceneConfigurations, .pass, file: info.file, line: configurations?.keyLine,
          keyPath: path, message: .sceneConfigurationsDeclared))
      return
    }
    add(
      IntegrationFinding(
        .sceneConfigurations, configurations == nil ? .missing : .wrong, file: info.file,
        line: configurations?.keyLine ?? info.root.entry(key)?.keyLine, keyPath: path,
        message: .sceneConfigurationsMissing,
        addLines: configurations == nil ? Self.defaultSceneLines : []))
  }
}
