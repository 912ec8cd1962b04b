"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useForm, type FieldValues, type Path, type UseFormSetError } from "react-hook-form";
import { toast } from "@/lib/toast";

import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField, fieldA11yProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiError, apiRequest } from "@/lib/api-client";
import {
  INVALID_CREDENTIALS,
  SIGN_IN_RATE_LIMITED,
  SIGN_IN_SUCCESS,
  SIGN_UP_SUCCESS,
  signInErrorToast,
  signUpErrorToast,
  type CallFailure,
  type Toast,
} from "@/lib/auth/messages";
import {
  displayName,
  signInSchema,
  signUpSchema,
  type SignIn,
  type SignInInput,
  type SignUp,
  type SignUpInput,
} from "@/lib/auth/schema";
import { PASSWORD_MIN_LENGTH } from "@/lib/constants/auth";

type Props = { callbackPath: string; initialTab: "signin" | "signup"; redirectError?: string };

// next-auth's own sign-in redirects here with ?error=<message>; only texts of this app are shown from the URL.
const REDIRECT_ERRORS: Record<string, string> = {
  CredentialsSignin: INVALID_CREDENTIALS,
  [INVALID_CREDENTIALS]: INVALID_CREDENTIALS,
  [SIGN_IN_RATE_LIMITED]: SIGN_IN_RATE_LIMITED,
};

const showError = ({ title, description }: Toast) => toast.error(title, { description });

/** What the toasts read of a failed call: the status and the server's text, nothing when the network failed. */
function failureOf(error: unknown): CallFailure & { fields?: Record<string, string> } {
  if (!(error instanceof ApiError) || error.status === null) return {};
  return { status: error.status, message: error.message, fields: error.fields };
}

function applyFieldErrors<T extends FieldValues>(
  fields: Record<string, string> | undefined,
  setError: UseFormSetError<T>,
  names: ReadonlyArray<Path<T>>,
) {
  for (const name of names) {
    const message = fields?.[name];
    if (message) setError(name, { message });
  }
}

/** The 'Entrar' and 'Cadastrar' tabs of /auth. */
export function AuthForms({ callbackPath, initialTab, redirectError }: Props) {
  const router = useRouter();

  useEffect(() => {
    const message = redirectError ? REDIRECT_ERRORS[redirectError] : undefined;
    if (message) showError(signInErrorToast({ message }));
  }, [redirectError]);

  function done(success: Toast, mustChangePassword = false) {
    toast.success(success.title, { description: success.description });
    // A temporary password: the new one is chosen first (every other call would answer 403 until then).
    router.replace(
      mustChangePassword
        ? `/auth/trocar-senha?callbackUrl=${encodeURIComponent(callbackPath)}`
        : callbackPath,
    );
    router.refresh();
  }

  return (
    <Card className="py-4">
      <CardContent className="px-4 sm:px-6">
        <Tabs defaultValue={initialTab}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="signin">Entrar</TabsTrigger>
            <TabsTrigger value="signup">Cadastrar</TabsTrigger>
          </TabsList>
          <TabsContent value="signin" className="pt-4">
            <SignInForm onSuccess={(mustChange) => done(SIGN_IN_SUCCESS, mustChange)} />
          </TabsContent>
          <TabsContent value="signup" className="pt-4">
            <SignUpForm onSuccess={() => done(SIGN_UP_SUCCESS)} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}

function SignInForm({ onSuccess }: { onSuccess: (mustChangePassword: boolean) => void }) {
  const form = useForm<SignInInput, unknown, SignIn>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: SignIn) {
    let mustChangePassword: boolean;
    try {
      const answer = await apiRequest<{ mustChangePassword?: boolean } | null>("/api/auth/login", {
        method: "POST",
        json: values,
      });
      mustChangePassword = answer?.mustChangePassword === true;
    } catch (error) {
      const failure = failureOf(error);
      applyFieldErrors(failure.fields, form.setError, ["email", "password"]);
      return showError(signInErrorToast(failure));
    }
    onSuccess(mustChangePassword);
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-4" aria-label="Entrar">
      <FormField label="Email" htmlFor="signin-email" error={errors.email?.message} required>
        <Input
          type="email"
          autoComplete="email"
          required
          {...fieldA11yProps("signin-email", errors.email?.message)}
          {...form.register("email")}
        />
      </FormField>
      <FormField label="Senha" htmlFor="signin-password" error={errors.password?.message} required>
        <Input
          type="password"
          autoComplete="current-password"
          required
          {...fieldA11yProps("signin-password", errors.password?.message)}
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Entrando..." : "Entrar"}
      </Button>
    </form>
  );
}

function SignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useForm<SignUpInput, unknown, SignUp>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: SignUp) {
    try {
      await apiRequest("/api/auth/register", {
        method: "POST",
        json: { ...values, name: displayName(values.email) },
      });
    } catch (error) {
      const failure = failureOf(error);
      applyFieldErrors(failure.fields, form.setError, ["email", "password"]);
      return showError(signUpErrorToast(failure));
    }
    onSuccess();
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="flex flex-col gap-4"
      aria-label="Cadastrar"
    >
      <FormField label="Email" htmlFor="signup-email" error={errors.email?.message} required>
        <Input
          type="email"
          autoComplete="email"
          required
          {...fieldA11yProps("signup-email", errors.email?.message)}
          {...form.register("email")}
        />
      </FormField>
      <FormField
        label="Senha"
        htmlFor="signup-password"
        error={errors.password?.message}
        description={`Mínimo de ${PASSWORD_MIN_LENGTH} caracteres`}
        required
      >
        <Input
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          {...fieldA11yProps("signup-password", errors.password?.message, true)}
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? "Cadastrando..." : "Cadastrar"}
      </Button>
    </form>
  );
}
