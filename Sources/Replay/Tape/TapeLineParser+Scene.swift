extension TapeLineParser {
  /// `Scene "Title" ["caption"]`: a title in quotes, then an optional caption in quotes.
  func scene(
    _ head: TapeCommandHead, _ arguments: [TapeToken]
  ) throws(TapeDiagnostic) -> TapeScene {
    let usage = "Scene \"title\" [\"caption\"]"
    guard let titleToken = arguments.first else {
      throw error(
        head.column, "Scene needs a title",
        .note("for example: \(TapeVocabulary.examples["Scene"] ?? usage)"))
    }
    if arguments.count > 2 { throw unexpected(arguments[2], usage) }
    let title = try sceneText(titleToken, "the scene's title", limit: TapeScene.maximumTitleLength)
    guard !title.allSatisfy(\.isWhitespace) else {
      throw error(titleToken.column, "a scene's title must not be empty")
    }
    guard arguments.count == 2 else { return TapeScene(title: title) }
    let caption = try sceneText(
      arguments[1], "the scene's caption", limit: TapeScene.maximumCaptionLength)
    return TapeScene(title: title, caption: caption.isEmpty ? nil : caption)
  }

  /// The quoted text of a title or caption: at most `limit` characters, no control characters.
  private func sceneText(
    _ token: TapeToken, _ what: String, limit: Int
  ) throws(TapeDiagnostic) -> String {
    let text = try quoted(token, what)
    if text.count > limit {
      throw error(
        token.column, "\(what) has \(text.count) characters; at most \(limit) fit",
        .note("say the rest aloud, or split the scene in two"))
    }
    if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      throw error(token.column, "\(what) must not hold control characters")
    }
    return text
  }
}

extension TapeLineParser {
  /// The value of `Set Slide`: `off`, `phone` or `captions`.
  func slide(_ token: TapeToken) throws(TapeDiagnostic) -> TapeSlide {
    let text = try text(token)
    guard let slide = TapeSlide(rawValue: text) else {
      let known = TapeSlide.allCases.map(\.rawValue)
      throw error(
        token.column, "\"\(TapeLimits.shortened(text))\" is not a kind of slide",
        suggestion(text, known)
          ?? .note("use phone (the phone alone), captions (with the scenes' captions) or off"))
    }
    return slide
  }
}
