import Foundation
import ReducerKit

// TCA's SyncUps example, the speech client's interface (`Dependencies/SpeechRecognizer.swift`):
// what the features and tests use. Its live value drives Apple's Speech and AVFoundation
// frameworks and is left out; so is its preview value (real sleeps on random delays). The two
// Speech types the interface names are stand-ins, at the end of this file.
@DependencyClient
struct SpeechClient {
  var authorizationStatus: @Sendable () -> SFSpeechRecognizerAuthorizationStatus = { .denied }
  var requestAuthorization: @Sendable () async -> SFSpeechRecognizerAuthorizationStatus = {
    .denied
  }
  var startTask:
    @Sendable (_ request: UncheckedSendable<SFSpeechAudioBufferRecognitionRequest>) async ->
      AsyncThrowingStream<
        SpeechRecognitionResult, Error
      > = { _ in .finished() }
}

extension SpeechClient: TestDependencyKey {
  static let testValue = SpeechClient()
}

extension DependencyValues {
  var speechClient: SpeechClient {
    get { self[SpeechClient.self] }
    set { self[SpeechClient.self] = newValue }
  }
}

struct SpeechRecognitionResult: Equatable {
  var bestTranscription: Transcription
  var isFinal: Bool
}

struct Transcription: Equatable {
  var formattedString: String
}

// Stand-ins for the two types of Apple's Speech framework that the speech client's interface
// names (TCA's file gets them from `import Speech`, which Linux has not): the authorization
// status, with Speech's four cases, and the request, which the features only pass through.
// Nothing here recognizes speech.

/// Speech's `SFSpeechRecognizerAuthorizationStatus`: whether the user let the app recognize
/// speech.
enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
  case notDetermined
  case denied
  case restricted
  case authorized
}

/// Speech's `SFSpeechAudioBufferRecognitionRequest`: the audio to recognize (empty here).
final class SFSpeechAudioBufferRecognitionRequest {}
