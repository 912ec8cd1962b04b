// The app's toast API is Sonner's own `toast` (success, error, warning, info, each with a description). Pages that
// show toasts mount one Toaster from components/ui/sonner; Sonner shows a toast raised before its Toaster listens
// as soon as it does.
export { toast } from "sonner";
