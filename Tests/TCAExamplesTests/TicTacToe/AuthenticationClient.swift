import Foundation
import ReducerKit

// TCA's TicTacToe example, its authentication client (a module of its own there): the
// interface only, as TCA's; each test provides the endpoints it needs.
public struct AuthenticationResponse: Equatable, Sendable {
  public var token: String
  public var twoFactorRequired: Bool

  public init(token: String, twoFactorRequired: Bool) {
    self.token = token
    self.twoFactorRequired = twoFactorRequired
  }
}

public enum AuthenticationError: Equatable, LocalizedError, Sendable {
  case invalidUserPassword
  case invalidTwoFactor
  case invalidIntermediateToken

  public var errorDescription: String? {
    switch self {
    case .invalidUserPassword: "That email and password do not match."
    case .invalidTwoFactor: "Wrong code (the right one is 1234)."
    case .invalidIntermediateToken: "The login token was lost on its way."
    }
  }
}

@DependencyClient
public struct AuthenticationClient: Sendable {
  public var login: @Sendable (_ email: String, _ password: String) async throws -> AuthenticationResponse
  public var twoFactor: @Sendable (_ code: String, _ token: String) async throws -> AuthenticationResponse
}

extension AuthenticationClient: TestDependencyKey {
  public static let testValue = Self()
}

extension DependencyValues {
  public var authenticationClient: AuthenticationClient {
    get { self[AuthenticationClient.self] }
    set { self[AuthenticationClient.self] = newValue }
  }
}
